#!/usr/bin/env python3
"""Independent reference values for Tests/AnimationMathTests/Keyframes (keyframes-reference.csv).

Written from the formulas documented on KeyframeCurve, not from the Swift code:
- cubic segments: Hermite polynomials with exact rational arithmetic (fractions.Fraction),
  Kochanek-Bartels tangents per second = (1-T)[w_before D- + w_after D+]/(t[k+1]-t[k-1]);
- spring segments: mpmath at 50 digits, solving m x'' + c x' + k x = 0 through the roots of
  m r^2 + c r + k (complex exponentials; repeated root handled as (A + B t) e^(r t)), which is
  a different route from the Swift closed form (real cos/sin/cosh/sinh with a detuning switch).

Run: python3 keyframes-reference.py > keyframes-reference.csv
"""
from fractions import Fraction as F
import mpmath as mp

mp.mp.dps = 50
rows = []


def num(x):
    return mp.mpf(x.numerator)/x.denominator if isinstance(x, F) else mp.mpf(x)


def emit(track, t, comp, value, velocity):
    t, value, velocity = num(t), num(value), num(velocity)
    rows.append(f"{track},{mp.nstr(t, 20)},{comp},{mp.nstr(value, 25)},"
                f"{mp.nstr(velocity, 25)}")


def hermite(p0, p1, m0, m1, t0, t1, t):
    """Cubic Hermite on [t0, t1] with end velocities m0, m1 per second; exact."""
    d = t1 - t0
    u = (t - t0) / d
    h00, h10, h01, h11 = 2*u**3 - 3*u**2 + 1, u**3 - 2*u**2 + u, -2*u**3 + 3*u**2, u**3 - u**2
    g00, g10, g01, g11 = 6*u**2 - 6*u, 3*u**2 - 4*u + 1, -6*u**2 + 6*u, 3*u**2 - 2*u
    value = h00*p0 + h10*m0*d + h01*p1 + h11*m1*d
    velocity = (g00*p0 + g10*m0*d + g01*p1 + g11*m1*d) / d
    return value, velocity


def kb(pm, p, pn, tm, tn, T, C, B, incoming):
    wb = (1 - C)*(1 + B) if incoming else (1 + C)*(1 + B)
    wa = (1 + C)*(1 - B) if incoming else (1 - C)*(1 - B)
    return (1 - T)*(wb*(p - pm) + wa*(pn - p)) / (tn - tm)


def piecewise(track, times, values, tangents, samples):
    """tangents[k] = (incoming, outgoing) velocity at key k."""
    for t in samples:
        t = F(t)
        if t >= times[-1]:
            emit(track, t, 0, values[-1], 0)
            continue
        j = max(i for i in range(len(times) - 1) if times[i] <= t)
        v, dv = hermite(values[j], values[j+1], tangents[j][1], tangents[j+1][0],
                        times[j], times[j+1], t)
        emit(track, t, 0, v, dv)


# Track "catmull-rom": keys (0,0) (1,2) (3,1) (4,4), every keyframe cubic with T=C=B=0.
times = [F(0), F(1), F(3), F(4)]
values = [F(0), F(2), F(1), F(4)]
tan = [(0, 0)]
for k in (1, 2):
    m = kb(values[k-1], values[k], values[k+1], times[k-1], times[k+1], 0, 0, 0, True)
    tan.append((m, m))
tan.append((0, 0))
samples = ["0", "0.25", "0.5", "1", "1.5", "2", "2.75", "3", "3.5", "3.9", "4"]
piecewise("catmull-rom", times, values, tan, samples)

# Track "kochanek-bartels": same keys; key 1 (T,C,B) = (0.5,-0.5,0.25), key 2 = (-0.2,0.3,-0.4).
tcb = {1: (F(1, 2), F(-1, 2), F(1, 4)), 2: (F(-1, 5), F(3, 10), F(-2, 5))}
tan = [(0, 0)]
for k in (1, 2):
    T, C, B = tcb[k]
    args = (values[k-1], values[k], values[k+1], times[k-1], times[k+1], T, C, B)
    tan.append((kb(*args, True), kb(*args, False)))
tan.append((0, 0))
piecewise("kochanek-bartels", times, values, tan, samples)

# Track "borders": (0,0) -> (1,10) linear -> (2,30) cubic -> (3,20) cubic -> (4,0) easing u^2.
# The cubic leaves key 1 with the linear segment's velocity 10, key 2 is Catmull-Rom
# (20-10)/(3-1) = 5, and it arrives at key 3 with the quadratic easing's start velocity 0.
for s in ["0.5", "1", "1.25", "1.5", "2", "2.5", "2.9", "3", "3.5"]:
    t = F(s)
    if t < 1:
        emit("borders", t, 0, 10*t, 10)
    elif t < 2:
        v, dv = hermite(F(10), F(30), F(10), F(5), F(1), F(2), t)
        emit("borders", t, 0, v, dv)
    elif t < 3:
        v, dv = hermite(F(30), F(20), F(5), F(0), F(2), F(3), t)
        emit("borders", t, 0, v, dv)
    else:
        u = t - 3
        emit("borders", t, 0, 20 + (0 - 20)*u*u, (0 - 20)*2*u)


def spring_coefficients(ratio, response):
    m = mp.mpf(1)
    k = m*(2*mp.pi/response)**2
    c = 4*mp.pi*ratio*m/response
    return m, c, k


def spring_state(m, c, k, x0, v0, tau):
    """Displacement and velocity of m x'' + c x' + k x = 0 from (x0, v0) after tau."""
    disc = c*c - 4*m*k
    if disc == 0:
        r = -c/(2*m)
        a, b = x0, v0 - r*x0
        e = mp.e**(r*tau)
        return (a + b*tau)*e, (b + r*(a + b*tau))*e
    sq = mp.sqrt(mp.mpc(disc))
    r1, r2 = (-c + sq)/(2*m), (-c - sq)/(2*m)
    A = (v0 - r2*x0)/(r1 - r2)
    B = x0 - A
    x = A*mp.e**(r1*tau) + B*mp.e**(r2*tau)
    v = A*r1*mp.e**(r1*tau) + B*r2*mp.e**(r2*tau)
    return mp.re(x), mp.re(v)


# Track "spring": (0,0) -> (0.2,100) linear -> (0.7,300) spring(dampingRatio=0.5,response=0.4)
# -> (1,200) linear. The spring starts at 100 with the linear segment's 500/s and is cut off at
# 0.7; the last segment runs linearly from where the spring was to 200.
m, c, k = spring_coefficients(mp.mpf("0.5"), mp.mpf("0.4"))
end_x, end_v = spring_state(m, c, k, mp.mpf(100 - 300), mp.mpf(500), mp.mpf("0.5"))
reached = 300 + end_x
for s in ["0.1", "0.2", "0.25", "0.3", "0.45", "0.6", "0.7", "0.85", "1"]:
    t = mp.mpf(s)
    if t < mp.mpf("0.2"):
        emit("spring", t, 0, 500*t, 500)
    elif t < mp.mpf("0.7"):
        x, v = spring_state(m, c, k, mp.mpf(-200), mp.mpf(500), t - mp.mpf("0.2"))
        emit("spring", t, 0, 300 + x, v)
    elif t < 1:
        slope = (200 - reached)/mp.mpf("0.3")
        emit("spring", t, 0, reached + slope*(t - mp.mpf("0.7")), slope)
    else:
        emit("spring", t, 0, 200, 0)

# Track "spring2d" (SIMD2): (0,(0,0)) -> (0.5,(10,-20)) linear -> (1.5,(50,50))
# spring(dampingRatio=2,response=0.5) -> (2.5,(60,40)) spring(dampingRatio=1,response=0.3).
# The second spring starts where the first was cut off, with its velocity.
m1, c1, k1 = spring_coefficients(mp.mpf(2), mp.mpf("0.5"))
m2, c2, k2 = spring_coefficients(mp.mpf(1), mp.mpf("0.3"))
start = [mp.mpf(10), mp.mpf(-20)]
w = [mp.mpf(20), mp.mpf(-40)]
target1 = [mp.mpf(50), mp.mpf(50)]
target2 = [mp.mpf(60), mp.mpf(40)]
mid = []
for i in range(2):
    x, v = spring_state(m1, c1, k1, start[i] - target1[i], w[i], mp.mpf(1))
    mid.append((target1[i] + x, v))
for s in ["0.75", "1", "1.25", "1.5", "1.6", "2", "2.4"]:
    t = mp.mpf(s)
    for i in range(2):
        if t < mp.mpf("1.5"):
            x, v = spring_state(m1, c1, k1, start[i] - target1[i], w[i], t - mp.mpf("0.5"))
            emit("spring2d", t, i, target1[i] + x, v)
        else:
            x, v = spring_state(m2, c2, k2, mid[i][0] - target2[i], mid[i][1], t - mp.mpf("1.5"))
            emit("spring2d", t, i, target2[i] + x, v)

print("track,t,component,value,velocity")
print("\n".join(rows))
