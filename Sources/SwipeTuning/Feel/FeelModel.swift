import AnimationMath
import TextFormats

/// A feel model: the bounds `spring-tune feel-fit` learned from people's ratings, pooled and per
/// participant, which `sweep --feel-model` uses in place of the default ``FeelBounds`` for
/// every feature with a learnable pooled bound. JSON format in Docs/FeelTest.md.
public struct FeelModel: Sendable {
  /// The model's name (the fit's `--name`, else the output file's name).
  public var name: String
  /// Ratings used (yes or no) and skipped.
  public var ratings: Int
  /// Skipped ratings (not used).
  public var skipped: Int
  /// The pooled fits, one per ``FeelFeature``, over the ratings of every participant with at
  /// least one learnable bound of their own (all ratings if nobody has one).
  public var pooled: [FeelBoundFit]
  /// Participants left out of the pooled fit: none of their features has a learnable bound
  /// (what a random or inattentive answerer looks like), in name order.
  public var excluded: [String]
  /// The fits per participant, in name order.
  public var participants: [(name: String, fits: [FeelBoundFit])]

  /// Fits every feature pooled and per participant.
  public init(name: String, ratings: [FeelRating], skipped: Int) {
    self.name = name
    self.ratings = ratings.count
    self.skipped = skipped
    let names = Set(ratings.map(\.participant)).sorted()
    participants = names.map { who in
      let own = ratings.filter { $0.participant == who }
      return (who, FeelFeature.allCases.map { FeelFit.fit(own, feature: $0) })
    }
    let out = participants.filter { p in p.fits.allSatisfy { $0.bound == nil } }.map(\.name)
    let kept = out.count == names.count ? ratings : ratings.filter { !out.contains($0.participant) }
    excluded = out.count == names.count ? [] : out
    pooled = FeelFeature.allCases.map { FeelFit.fit(kept, feature: $0) }
  }

  /// `base` with every learnable pooled bound in place of its field.
  public func bounds(replacing base: FeelBounds) -> FeelBounds {
    var t = base
    for fit in pooled {
      if let bound = fit.bound { fit.feature.apply(bound, to: &t) }
    }
    return t
  }

  /// The model as JSON text (`"format": "spring-tune-feel-model"`, version 1).
  public func json() -> String {
    func fitJSON(_ f: FeelBoundFit) -> JSONValue {
      var m: [JSONValue.Member] = [
        .init("feature", JSONValue(.string(f.feature.rawValue))),
        .init("tolerance", JSONValue(.string(f.feature.boundName))),
        .init("unit", JSONValue(.string(f.feature.unit))),
        .init("ratings", JSONValue(.number(Double(f.count)))),
        .init("yes", JSONValue(.number(Double(f.yes)))),
        .init("likelihood_ratio", JSONValue(.number(f.likelihoodRatio))),
      ]
      if let bound = f.bound, let interval = f.interval {
        m += [
          .init("bound", JSONValue(.number(bound))),
          .init("lower", JSONValue(.number(interval.lowerBound))),
          .init("upper", JSONValue(.number(interval.upperBound))),
          .init("slope", JSONValue(.number(f.slope))),
        ]
      } else {
        m.append(.init("problem", JSONValue(.string(f.problem ?? ""))))
      }
      return JSONValue(.object(m))
    }
    let people = participants.map { p in
      JSONValue(
        .object([
          .init("participant", JSONValue(.string(p.name))),
          .init("fits", JSONValue(.array(p.fits.map(fitJSON)))),
        ]))
    }
    let root = JSONValue(
      .object([
        .init("format", JSONValue(.string("spring-tune-feel-model"))),
        .init("version", JSONValue(.number(1))),
        .init("name", JSONValue(.string(name))),
        .init("ratings", JSONValue(.number(Double(ratings)))),
        .init("skipped", JSONValue(.number(Double(skipped)))),
        .init("excluded", JSONValue(.array(excluded.map { JSONValue(.string($0)) }))),
        .init("pooled", JSONValue(.array(pooled.map(fitJSON)))),
        .init("participants", JSONValue(.array(people))),
      ]))
    return root.formatted() + "\n"
  }

  /// The learnable pooled bounds of a model file, as (name, tolerance key path, value), for
  /// `sweep --feel-model`.
  ///
  /// - Throws: `InputError` naming the field for text that is not a feel model.
  public static func pooledBounds(parsing text: String) throws(InputError) -> (
    name: String, bounds: [(feature: FeelFeature, value: Double)]
  ) {
    let root: JSONValue
    do { root = try JSONValue(parsing: text) } catch {
      throw InputError(field: "feel-model", value: "JSON", reason: error.description)
    }
    func member(_ members: [JSONValue.Member], _ key: String) -> JSONValue? {
      members.first { $0.key == key }?.value
    }
    guard let top = root.members, member(top, "format")?.string == "spring-tune-feel-model"
    else {
      throw InputError(
        field: "feel-model", value: "format", reason: "not a spring-tune feel model")
    }
    guard member(top, "version")?.number == 1, let pooled = member(top, "pooled")?.array else {
      throw InputError(field: "feel-model", value: "version", reason: "expected version 1")
    }
    var bounds: [(FeelFeature, Double)] = []
    for fit in pooled {
      guard let m = fit.members, let name = member(m, "feature")?.string,
        let feature = FeelFeature(rawValue: name)
      else {
        throw InputError(field: "feel-model", value: "pooled", reason: "unknown feature")
      }
      if let bound = member(m, "bound")?.number {
        guard bound.isFinite && bound >= 0 else {
          throw InputError(
            field: "feel-model", value: NumberText.shortest(bound),
            reason: "a bound must be a finite number ≥ 0")
        }
        bounds.append((feature, bound))
      }
    }
    return (member(top, "name")?.string ?? "", bounds)
  }
}
