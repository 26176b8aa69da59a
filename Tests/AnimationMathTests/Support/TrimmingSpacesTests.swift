import Testing

@testable import AnimationMath

@Suite struct TrimmingSpacesTests {
  @Test func edgeCases() {
    #expect("".trimmingSpaces() == "")
    #expect(" ".trimmingSpaces() == "")
    #expect(" \t \t".trimmingSpaces() == "")
    #expect("a".trimmingSpaces() == "a")
    #expect(" a".trimmingSpaces() == "a")
    #expect("a\t".trimmingSpaces() == "a")
  }

  @Test func keepsInnerBlanksAndOtherWhitespace() {
    #expect("\t a b \t".trimmingSpaces() == "a b")
    #expect("\na\n".trimmingSpaces() == "\na\n")
    #expect("\u{A0}a".trimmingSpaces() == "\u{A0}a")
  }

  @Test func worksOnSubstrings() {
    let text = "x= 1 ,y"
    let pair = text.split(separator: ",")[0]
    #expect(pair.trimmingSpaces() == "x= 1")
    #expect(pair[pair.index(after: pair.firstIndex(of: "=")!)...].trimmingSpaces() == "1")
  }
}
