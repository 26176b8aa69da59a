/// The formulas behind ``PennerEasing`` for x in [0, 1], and their derivatives.
enum PennerFormulas {
  static let back = 1.70158
  static let backInOut = 1.70158 * 1.525
  static let elasticC4 = 2 * Double.pi / 3
  static let elasticC5 = 2 * Double.pi / 4.5
  static let ln2 = 0.693_147_180_559_945_309_4

  static func power(_ t: Double, _ p: Int) -> Double {
    var r = 1.0
    for _ in 0..<p { r *= t }
    return r
  }

  /// In/out/in-out of a power curve with exponent p.
  static func powerValue(_ t: Double, _ p: Int, _ kind: Int) -> Double {
    switch kind {
    case 0: return power(t, p)
    case 1: return 1 - power(1 - t, p)
    default:
      return t < 0.5 ? power(2, p - 1) * power(t, p) : 1 - power(2 - 2 * t, p) / 2
    }
  }

  static func powerSlope(_ t: Double, _ p: Int, _ kind: Int) -> Double {
    let q = Double(p)
    switch kind {
    case 0: return q * power(t, p - 1)
    case 1: return q * power(1 - t, p - 1)
    default:
      return t < 0.5 ? power(2, p - 1) * q * power(t, p - 1) : q * power(2 - 2 * t, p - 1)
    }
  }

  static func bounceOut(_ t: Double) -> Double {
    let n = 7.5625
    let d = 2.75
    if t < 1 / d { return n * t * t }
    if t < 2 / d {
      let u = t - 1.5 / d
      return n * u * u + 0.75
    }
    if t < 2.5 / d {
      let u = t - 2.25 / d
      return n * u * u + 0.9375
    }
    let u = t - 2.625 / d
    return n * u * u + 0.984375
  }

  static func bounceOutSlope(_ t: Double) -> Double {
    let n = 7.5625
    let d = 2.75
    if t < 1 / d { return 2 * n * t }
    if t < 2 / d { return 2 * n * (t - 1.5 / d) }
    if t < 2.5 / d { return 2 * n * (t - 2.25 / d) }
    return 2 * n * (t - 2.625 / d)
  }

  static func exp2(_ y: Double) -> Double { Elementary.pow(2, y) }

  // swift-format-ignore: cyclomatic switch over the 30 formulas
  static func value(_ curve: PennerEasing, _ t: Double) -> Double {
    switch curve {
    case .easeInQuad: return powerValue(t, 2, 0)
    case .easeOutQuad: return powerValue(t, 2, 1)
    case .easeInOutQuad: return powerValue(t, 2, 2)
    case .easeInCubic: return powerValue(t, 3, 0)
    case .easeOutCubic: return powerValue(t, 3, 1)
    case .easeInOutCubic: return powerValue(t, 3, 2)
    case .easeInQuart: return powerValue(t, 4, 0)
    case .easeOutQuart: return powerValue(t, 4, 1)
    case .easeInOutQuart: return powerValue(t, 4, 2)
    case .easeInQuint: return powerValue(t, 5, 0)
    case .easeOutQuint: return powerValue(t, 5, 1)
    case .easeInOutQuint: return powerValue(t, 5, 2)
    case .easeInSine: return 1 - Elementary.cos(Double.pi * t / 2)
    case .easeOutSine: return Elementary.sin(Double.pi * t / 2)
    case .easeInOutSine: return (1 - Elementary.cos(Double.pi * t)) / 2
    case .easeInExpo: return t == 0 ? 0 : exp2(10 * t - 10)
    case .easeOutExpo: return t == 1 ? 1 : 1 - exp2(-10 * t)
    case .easeInOutExpo:
      if t == 0 || t == 1 { return t }
      return t < 0.5 ? exp2(20 * t - 10) / 2 : (2 - exp2(10 - 20 * t)) / 2
    case .easeInCirc: return 1 - (1 - t * t).squareRoot()
    case .easeOutCirc: return (1 - (t - 1) * (t - 1)).squareRoot()
    case .easeInOutCirc:
      if t < 0.5 { return (1 - (1 - 4 * t * t).squareRoot()) / 2 }
      let u = 2 - 2 * t
      return ((1 - u * u).squareRoot() + 1) / 2
    case .easeInBack: return (back + 1) * t * t * t - back * t * t
    case .easeOutBack:
      let u = t - 1
      return 1 + (back + 1) * u * u * u + back * u * u
    case .easeInOutBack:
      let s = backInOut
      if t < 0.5 { return (2 * t) * (2 * t) * ((s + 1) * 2 * t - s) / 2 }
      let u = 2 * t - 2
      return (u * u * ((s + 1) * u + s) + 2) / 2
    case .easeInElastic:
      if t == 0 || t == 1 { return t }
      return -exp2(10 * t - 10) * Elementary.sin((10 * t - 10.75) * elasticC4)
    case .easeOutElastic:
      if t == 0 || t == 1 { return t }
      return exp2(-10 * t) * Elementary.sin((10 * t - 0.75) * elasticC4) + 1
    case .easeInOutElastic:
      if t == 0 || t == 1 { return t }
      let s = Elementary.sin((20 * t - 11.125) * elasticC5)
      return t < 0.5 ? -(exp2(20 * t - 10) * s) / 2 : exp2(-20 * t + 10) * s / 2 + 1
    case .easeInBounce: return 1 - bounceOut(1 - t)
    case .easeOutBounce: return bounceOut(t)
    case .easeInOutBounce:
      return t < 0.5 ? (1 - bounceOut(1 - 2 * t)) / 2 : (1 + bounceOut(2 * t - 1)) / 2
    }
  }

  // swift-format-ignore: cyclomatic switch over the 30 derivatives
  static func slope(_ curve: PennerEasing, _ t: Double) -> Double {
    let pi = Double.pi
    switch curve {
    case .easeInQuad: return powerSlope(t, 2, 0)
    case .easeOutQuad: return powerSlope(t, 2, 1)
    case .easeInOutQuad: return powerSlope(t, 2, 2)
    case .easeInCubic: return powerSlope(t, 3, 0)
    case .easeOutCubic: return powerSlope(t, 3, 1)
    case .easeInOutCubic: return powerSlope(t, 3, 2)
    case .easeInQuart: return powerSlope(t, 4, 0)
    case .easeOutQuart: return powerSlope(t, 4, 1)
    case .easeInOutQuart: return powerSlope(t, 4, 2)
    case .easeInQuint: return powerSlope(t, 5, 0)
    case .easeOutQuint: return powerSlope(t, 5, 1)
    case .easeInOutQuint: return powerSlope(t, 5, 2)
    case .easeInSine: return pi / 2 * Elementary.sin(pi * t / 2)
    case .easeOutSine: return pi / 2 * Elementary.cos(pi * t / 2)
    case .easeInOutSine: return pi / 2 * Elementary.sin(pi * t)
    case .easeInExpo: return 10 * ln2 * exp2(10 * t - 10)
    case .easeOutExpo: return 10 * ln2 * exp2(-10 * t)
    case .easeInOutExpo:
      return t < 0.5 ? 10 * ln2 * exp2(20 * t - 10) : 10 * ln2 * exp2(10 - 20 * t)
    case .easeInCirc:
      let r = (1 - t * t).squareRoot()
      return r == 0 ? .infinity : t / r
    case .easeOutCirc:
      let r = (1 - (t - 1) * (t - 1)).squareRoot()
      return r == 0 ? .infinity : (1 - t) / r
    case .easeInOutCirc:
      if t < 0.5 {
        let r = (1 - 4 * t * t).squareRoot()
        return r == 0 ? .infinity : 2 * t / r
      }
      let u = 2 - 2 * t
      let r = (1 - u * u).squareRoot()
      return r == 0 ? .infinity : u / r
    case .easeInBack: return 3 * (back + 1) * t * t - 2 * back * t
    case .easeOutBack:
      let u = t - 1
      return 3 * (back + 1) * u * u + 2 * back * u
    case .easeInOutBack:
      let s = backInOut
      let u = t < 0.5 ? 2 * t : 2 * t - 2
      return 3 * (s + 1) * u * u + (t < 0.5 ? -2 : 2) * s * u
    case .easeInElastic:
      let a = exp2(10 * t - 10)
      let p = (10 * t - 10.75) * elasticC4
      return -a * (10 * ln2 * Elementary.sin(p) + 10 * elasticC4 * Elementary.cos(p))
    case .easeOutElastic:
      let a = exp2(-10 * t)
      let p = (10 * t - 0.75) * elasticC4
      return a * (-10 * ln2 * Elementary.sin(p) + 10 * elasticC4 * Elementary.cos(p))
    case .easeInOutElastic:
      let p = (20 * t - 11.125) * elasticC5
      if t < 0.5 {
        let a = exp2(20 * t - 10)
        return -a * (20 * ln2 * Elementary.sin(p) + 20 * elasticC5 * Elementary.cos(p)) / 2
      }
      let a = exp2(-20 * t + 10)
      return a * (-20 * ln2 * Elementary.sin(p) + 20 * elasticC5 * Elementary.cos(p)) / 2
    case .easeInBounce: return bounceOutSlope(1 - t)
    case .easeOutBounce: return bounceOutSlope(t)
    case .easeInOutBounce:
      return t < 0.5 ? bounceOutSlope(1 - 2 * t) : bounceOutSlope(2 * t - 1)
    }
  }
}
