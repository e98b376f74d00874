package mixer

import (
	"math"
	"time"
)

// MaxVolume is the largest volume a voice, track or bus takes; larger values are
// clamped. Volume 1 is unity gain; MaxVolume 2 is an amplitude of 8 (+18 dB).
const MaxVolume = 2

// Amplitude returns the linear amplitude of a volume on the cubic scale sound
// editors use for their faders: amplitude = volume³. Volume 0.5 is 1/8 (-18 dB),
// 0.8 about -5.8 dB, 1 unity. Volumes are clamped to [0, MaxVolume]; NaN is 0.
func Amplitude(volume float64) float64 {
	v := clampVolume(volume)
	return v * v * v
}

func clampVolume(v float64) float64 {
	if !(v > 0) { // also NaN
		return 0
	}
	return min(v, MaxVolume)
}

// PanGains returns the constant-power pan law gains of a mono source at pan p
// (-1 hard left, 0 centre, +1 hard right; clamped, NaN is 0): with
// θ = (p+1)·π/4, left = cos θ and right = sin θ, so left² + right² = 1 at every pan
// and the centre is 0.7071 (-3 dB) on each side.
// Hard left and hard right are exactly (1, 0) and (0, 1).
func PanGains(p float64) (l, r float32) {
	switch p = clampPan(p); p {
	case -1:
		return 1, 0
	case 1:
		return 0, 1
	}
	th := (p + 1) * math.Pi / 4
	return float32(math.Cos(th)), float32(math.Sin(th))
}

// BalanceGains returns the gains of a stereo source at pan p: the constant-power
// law scaled by √2 and capped at 1, so the centre passes both channels unchanged,
// and panning towards one side fades the other (hard right: left 0, right 1).
func BalanceGains(p float64) (l, r float32) {
	switch p = clampPan(p); p {
	case -1:
		return 1, 0
	case 1:
		return 0, 1
	}
	th := (p + 1) * math.Pi / 4
	return float32(min(1, math.Sqrt2*math.Cos(th))), float32(min(1, math.Sqrt2*math.Sin(th)))
}

func clampPan(p float64) float64 {
	if p != p {
		return 0
	}
	return max(-1, min(1, p))
}

// Knee is the level above which the master soft clipper bends the signal.
const Knee = 0.8

// SoftClip is the curve applied to every sample at the master: identity up to Knee
// (about -1.9 dBFS) and above it y = Knee + (1-Knee)·tanh((|x|-Knee)/(1-Knee)) with
// x's sign, which meets the identity with the same slope at the knee and tends to
// 1 without exceeding it (in float32 it rounds to 1 for inputs above about 2.4).
// NaN becomes 0.
func SoftClip(x float32) float32 {
	switch {
	case x > Knee:
		return Knee + (1-Knee)*float32(math.Tanh(float64((x-Knee)/(1-Knee))))
	case x < -Knee:
		return -Knee - (1-Knee)*float32(math.Tanh(float64((-x-Knee)/(1-Knee))))
	case x != x:
		return 0
	}
	return x
}

// framesOf converts d to whole frames at rate frames per second, rounding to the
// nearest frame. Negative durations are 0; durations over an hour count as an hour.
// Whole seconds and the rest are scaled apart, so no product exceeds 2^63 for any
// rate below 9.2e9 (New allows at most MaxRate).
func framesOf(d time.Duration, rate int) int {
	d = max(0, min(d, time.Hour))
	sec, ns := int64(d/time.Second), int64(d%time.Second)
	return int(sec*int64(rate) + (ns*int64(rate)+int64(time.Second)/2)/int64(time.Second))
}
