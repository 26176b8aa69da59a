import Testing

@testable import spring_tune

@Suite("sweep progress line")
struct ProgressLineTests {
  final class Sink: @unchecked Sendable {
    var text = ""
  }

  @Test func silentForTheFirstSecondThenThrottledThenErased() {
    let sink = Sink()
    let quick = ProgressLine(enabled: true) { sink.text += $0 }
    quick.update("grid", 0.5)
    quick.finish()
    #expect(sink.text.isEmpty, "a sweep shorter than a second shows nothing")

    let slow = ProgressLine(enabled: true, start: ProgressLine.now() - 2) { sink.text += $0 }
    slow.update("swipes", 0.421)
    slow.update("swipes", 0.9)  // within 100 ms of the last line: skipped
    slow.finish()
    #expect(sink.text == "\rsweep: swipes 42%\u{1B}[K\r\u{1B}[K")

    let off = ProgressLine(enabled: false, start: ProgressLine.now() - 2) { sink.text += $0 }
    off.update("grid", 1)
    #expect(sink.text == "\rsweep: swipes 42%\u{1B}[K\r\u{1B}[K", "disabled: never prints")
  }
}
