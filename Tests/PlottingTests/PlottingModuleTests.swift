import Testing

@testable import Plotting

@Suite struct PlottingModuleTests {
  @Test func moduleBuilds() {
    #expect(String(describing: PlottingModule.self) == "PlottingModule")
  }
}
