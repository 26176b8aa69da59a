import Testing

@testable import SwipeTuning

@Suite("SwipeGeometry")
struct SwipeGeometryTests {
  @Test("every default width reads SwipeGeometry.defaultWidth")
  func defaultWidthHasOneOwner() {
    #expect(SwipeGeometry.defaultWidth == 390)
    #expect(SwipeGeometry().width == SwipeGeometry.defaultWidth)
    #expect(ReleaseRecord(travel: 0, velocity: 0).width == SwipeGeometry.defaultWidth)
    #expect(SwipeGenerator.Configuration().geometry.width == SwipeGeometry.defaultWidth)
    for preset in CompletionPreset.allCases {
      #expect(
        preset.defaultParameters()
          == preset.defaultParameters(width: SwipeGeometry.defaultWidth))
    }
  }
}
