package mixer

import (
	"math"

	"github.com/griffengine/griff/griff"
)

// Interpolation says how the mixer reads a cue's sound between its frames when the
// cue is pitched or its sound's rate is not the output rate.
type Interpolation uint8

const (
	// InterpolationCubic reads cues whose step (source frames per output frame) is at most
	// CubicMaxStep with a 4-point cubic (Catmull-Rom: the cubic through the two
	// frames around the position whose slopes there are those of their neighbours),
	// and faster cues with the Fast sinc kernel. It is the default: a pitched cue
	// costs a few nanoseconds per frame instead of about a hundred. The cubic is not
	// band-limited: it rolls off the top octave slightly, and images and aliases of
	// a sound's content above a quarter of its rate come through attenuated rather
	// than removed.
	//
	// The trade-off, measured by TestCubicQuality on a pitched 48 kHz sine (error
	// against the ideal pitched sine): cubic -110 dB at 500 Hz, -92 dB at 1 kHz,
	// -54 dB at 4 kHz, -27 dB at 10 kHz; sinc -70 to -86 dB across the band. The
	// cost, BenchmarkMix_32VoicesPitched_48k against ...PitchedSinc_48k in one run
	// on a loaded 2-core machine: 32 pitched voices take about 1.2 to 1.9% of a
	// core with cubic, 13 to 19% with sinc (about 0.05% and 0.5% per voice). A
	// voice at the output rate and pitch 1 is a plain copy, about 0.012% of a core
	// at 48 kHz.
	InterpolationCubic Interpolation = iota
	// InterpolationSinc reads every resampled cue with audio/resample's Fast kernel
	// (Kaiser-windowed sinc, 10 zero crossings): band-limited, about 0.4% of a core
	// per voice at 48 kHz.
	InterpolationSinc
)

// CubicMaxStep is the largest step (source frames per output frame: the sound's
// rate over the output rate, times the pitch) InterpolationCubic serves; a faster cue uses the
// sinc kernel, since pitching up further would fold a growing share of the sound's
// top octave back into the audible band. 1.5 is a fifth up at equal rates.
const CubicMaxStep = 1.5

var interpolationNames = griff.NewEnum[Interpolation]("interpolation", "cubic", "sinc")

// String returns "cubic" or "sinc" ("interpolation(N)" for another value).
func (i Interpolation) String() string { return interpolationNames.Name(i) }

// catmullRom returns the Catmull-Rom weights of the frames at -1, 0, 1 and 2 for a
// position f in [0, 1) past frame 0 (in Horner form). They sum to 1, so a constant
// stays constant.
func catmullRom(f float32) (w0, w1, w2, w3 float32) {
	f2 := f * f
	w0 = f * (f*(1-0.5*f) - 0.5)
	w1 = f2*(1.5*f-2.5) + 1
	w2 = f * (f*(2-1.5*f) + 0.5)
	w3 = f2 * (0.5*f - 0.5)
	return w0, w1, w2, w3
}

// cubicFrame interpolates src (interleaved, ch 1 or 2, frames frames) at position t
// with catmullRom. Frames outside src are 0, or wrap round if wrap is set.
func cubicFrame(src []float32, ch, frames int, t float64, wrap bool) (l, r float32) {
	j := int(t)
	if t < 0 {
		j-- // floor for negative t
	}
	w0, w1, w2, w3 := catmullRom(float32(t - float64(j)))
	for k, w := range [4]float32{w0, w1, w2, w3} {
		i := j - 1 + k
		if wrap && frames > 0 {
			if i %= frames; i < 0 {
				i += frames
			}
		}
		if i < 0 || i >= frames {
			continue
		}
		l += w * src[i*ch]
		r += w * src[i*ch+ch-1]
	}
	return l, r
}

// cubicRun adds frames of src (a cue's sound: ch channels, frames frames) to out at
// a constant gain, read with catmullRom from v.pos on in steps of v.step, while the
// four frames each reads lie inside src, and returns the frames it covered (0 if
// the first already reaches outside src). Inside the run the position is fixed
// point, 32 bits of fraction: the step is rounded to 2^-32 frames, so a run drifts
// from float64 steps by at most 2^-33 frames per frame (0.02 frames after an hour
// at 48 kHz), and v.pos is set to where the run ended (exactly for positions below
// 2^21 frames, so splitting a run between mix buffers changes nothing there).
func (v *voice) cubicRun(out, src []float32, ch, frames int) int {
	const one = 1 << 32
	if v.pos < 1 || v.pos+3 >= float64(frames) {
		return 0
	}
	o := out[:len(out)&^1]
	gl, gr := v.amp*v.gl, v.amp*v.gr
	pos := uint64(v.pos * one) // truncated to 2^-32 frames
	step := uint64(math.Round(v.step * one))
	last := uint64(frames-3) << 32 // j must stay at or below frames-3
	if ch == 1 {
		for len(o) >= 2 && pos < last+one {
			j := int(pos >> 32)
			w0, w1, w2, w3 := catmullRom(float32(uint32(pos)) * (1.0 / one))
			s := src[j-1 : j+3 : j+3]
			x := w0*s[0] + w1*s[1] + w2*s[2] + w3*s[3]
			o[0] += gl * x
			o[1] += gr * x
			o = o[2:]
			pos += step
		}
	} else {
		for len(o) >= 2 && pos < last+one {
			j := int(pos >> 32)
			w0, w1, w2, w3 := catmullRom(float32(uint32(pos)) * (1.0 / one))
			s := src[2*j-2 : 2*j+6 : 2*j+6]
			o[0] += gl * (w0*s[0] + w1*s[2] + w2*s[4] + w3*s[6])
			o[1] += gr * (w0*s[1] + w1*s[3] + w2*s[5] + w3*s[7])
			o = o[2:]
			pos += step
		}
	}
	v.pos = float64(pos) / one
	return (len(out)&^1 - len(o)) / 2
}
