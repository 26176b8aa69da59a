import AnimationMath
import TextFormats

/// A named change to a synthetic population: a population file (`Docs/SwipeModel.md` §2.5)
/// applied over the population a sweep was given. `sweep --robust` evaluates every setting under
/// each of ``builtIn`` (`Docs/SwipeModel.md` §2.6); the same files are in
/// `Docs/population-variants/`, and a test checks they are identical.
public struct PopulationVariant: Hashable, Sendable {
  /// The variant's name (its file name without `.json`).
  public var name: String
  /// The population file text: the keys it changes and a `description`.
  public var json: String

  /// Creates a variant.
  public init(name: String, json: String) {
    self.name = name
    self.json = json
  }

  /// The configuration of this variant over `base` (keys it leaves out keep `base`'s values).
  ///
  /// - Throws: `InputFileError` naming `<name>.json` for a bad file.
  public func configuration(over base: SwipeGenerator.Configuration) throws(InputFileError)
    -> SwipeGenerator.Configuration
  {
    try SwipeGenerator.Configuration(parsingJSON: json, file: name + ".json", over: base)
  }

  /// The documented family: the population as given (`base`), then one variant per assumption
  /// without data behind it — class mix (three), labels (short drags as cancel), distances (two),
  /// noise, sampling rates (two) and direction scatter (two).
  public static let builtIn: [PopulationVariant] = [
    PopulationVariant(
      name: "base",
      json: #"""
        {"description": "The population as given: the calibrated defaults, or the population file given."}
        """#),
    PopulationVariant(
      name: "intentional-only",
      json: #"""
        {
          "description": "Class mix: only flicks and drags; every swipe means complete.",
          "weights": {"hesitant": 0, "peek": 0, "scroll-like": 0}
        }
        """#),
    PopulationVariant(
      name: "more-cancels",
      json: #"""
        {
          "description": "Class mix: 45 % of swipes mean cancel (the defaults: 40 %), more of them hesitant and peeks.",
          "weights": {"flick": 0.3, "drag": 0.25, "hesitant": 0.2, "peek": 0.15, "scroll-like": 0.1}
        }
        """#),
    PopulationVariant(
      name: "fewer-cancels",
      json: #"""
        {
          "description": "Class mix: 20 % of swipes mean cancel.",
          "weights": {"flick": 0.45, "drag": 0.35, "hesitant": 0.08, "peek": 0.07, "scroll-like": 0.05}
        }
        """#),
    PopulationVariant(
      name: "short-drags-cancel",
      json: #"""
        {
          "description": "Labels: a drag shorter than 40 % of the width means cancel (a look, not a decision).",
          "drag": {"cancel_below": 0.4}
        }
        """#),
    PopulationVariant(
      name: "short-distances",
      json: #"""
        {
          "description": "Distances: every class travels about 0.7 times as far.",
          "flick": {"travel": {"median": 0.25}},
          "drag": {"travel": {"median": 0.42, "min": 0.18}},
          "hesitant": {"travel": [0.07, 0.35]},
          "peek": {"travel": [0.07, 0.32]}
        }
        """#),
    PopulationVariant(
      name: "long-distances",
      json: #"""
        {
          "description": "Distances: every class travels about 1.3 times as far.",
          "flick": {"travel": {"median": 0.45}},
          "drag": {"travel": {"median": 0.78, "min": 0.33}},
          "hesitant": {"travel": [0.13, 0.65]},
          "peek": {"travel": [0.13, 0.58]}
        }
        """#),
    PopulationVariant(
      name: "noisy",
      json: #"""
        {
          "description": "Noise: 1 pt position noise (the defaults: 0.25 pt), positions rounded to 1/3 pt.",
          "noise": {"position_pt": 1, "quantum_pt": 0.3333333333333333}
        }
        """#),
    PopulationVariant(
      name: "60hz",
      json: #"""
        {
          "description": "Sampling: every device samples at 60 Hz.",
          "sampling": {"rates": [{"hz": 60, "weight": 1}]}
        }
        """#),
    PopulationVariant(
      name: "240hz",
      json: #"""
        {
          "description": "Sampling: every device samples at 240 Hz.",
          "sampling": {"rates": [{"hz": 240, "weight": 1}]}
        }
        """#),
    PopulationVariant(
      name: "narrow-scatter",
      json: #"""
        {
          "description": "Direction scatter: half the calibrated slope s.d. (0.125).",
          "direction": {"slope_sd": 0.125}
        }
        """#),
    PopulationVariant(
      name: "wide-scatter",
      json: #"""
        {
          "description": "Direction scatter: 1.6 times the calibrated slope s.d. (0.4).",
          "direction": {"slope_sd": 0.4}
        }
        """#),
  ]
}
