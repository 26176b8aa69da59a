import AnimationMath

extension NumberText {
  /// A fraction as a number of percent or points: one decimal, trailing zeros dropped (`45`,
  /// `84.3`), and as many more digits as a nonzero value needs not to read as 0 (5e-05 is
  /// `0.005`): a nonzero rate or change never reads as 0 (issue 41). The one percentage
  /// formatter of the summary and the report.
  package static func percentNumber(_ fraction: Double) -> String {
    roundedNonzero(fraction * 100, decimals: 1)
  }
}
