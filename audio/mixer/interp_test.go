package mixer_test

import (
	"math"
	"testing"

	"github.com/griffengine/griff/audio"
	"github.com/griffengine/griff/audio/mixer"
)

// toneError plays a 0.5-amplitude sine of freq Hz (a 48 kHz mono sound) at pitch
// through a mixer with interpolation in, and returns the error against the ideal
// pitched sine (freq·pitch Hz) in dB relative to the signal, over frames 1000 to
// 11000.
func toneError(t *testing.T, in mixer.Interpolation, freq, pitch float64) float64 {
	t.Helper()
	s := &audio.Sound{Rate: 48000, Channels: 1, Samples: make([]float32, 24000)}
	for i := range s.Samples {
		s.Samples[i] = float32(0.5 * math.Sin(2*math.Pi*freq*float64(i)/48000))
	}
	m, c := rig(t, mixer.Options{CueInterpolation: in})
	m.Play(mixer.Cue{Sound: s, Volume: 1, Pitch: pitch, Pan: -1})
	got := pull(t, c, 11000)
	var sig, noise float64
	for k := 1000; k < 11000; k++ {
		want := 0.5 * math.Sin(2*math.Pi*freq*float64(k)*pitch/48000)
		d := float64(got[2*k]) - want
		sig += want * want
		noise += d * d
	}
	return 10 * math.Log10(noise/sig)
}

// TestCubicQuality measures the error of Cubic and Sinc on pitched tones: the
// levels the package documentation quotes. Each bound is a few dB above what was
// measured.
func TestCubicQuality(t *testing.T) {
	tests := []struct {
		in          mixer.Interpolation
		freq, pitch float64
		maxDB       float64
	}{
		{mixer.InterpolationCubic, 500, 1.06, -100},
		{mixer.InterpolationCubic, 1000, 0.94, -85},
		{mixer.InterpolationCubic, 4000, 1.06, -50},
		{mixer.InterpolationCubic, 10000, 0.8, -24},
		{mixer.InterpolationCubic, 10000, 1.42, -24},
		{mixer.InterpolationCubic, 5000, 2, -75}, // above CubicMaxStep: the sinc kernel
		{mixer.InterpolationSinc, 1000, 0.94, -75},
		{mixer.InterpolationSinc, 4000, 1.06, -80},
		{mixer.InterpolationSinc, 5000, 2, -65},
		{mixer.InterpolationSinc, 10000, 0.8, -75},
		{mixer.InterpolationSinc, 10000, 1.42, -65},
	}
	for _, tc := range tests {
		got := toneError(t, tc.in, tc.freq, tc.pitch)
		t.Logf("%v %v Hz x %v: %.1f dB", tc.in, tc.freq, tc.pitch, got)
		if got > tc.maxDB {
			t.Errorf("%v, %v Hz at pitch %v: error %.1f dB, want at most %v", tc.in, tc.freq, tc.pitch, got, tc.maxDB)
		}
	}
}

// TestCubicLoopIsSeamless loops a constant sound at a pitch that lands between
// frames: across the loop point the cubic reads frames round the end, so the output
// stays the constant (a gap would show as a dip).
func TestCubicLoopIsSeamless(t *testing.T) {
	for _, ch := range []int{1, 2} {
		s := &audio.Sound{Rate: 44100, Channels: ch, Samples: make([]float32, 37*ch)}
		for i := range s.Samples {
			s.Samples[i] = 0.5
		}
		m, c := rig(t, mixer.Options{})
		m.Play(mixer.Cue{Sound: s, Volume: 1, Pitch: 1.03, Loop: true, Pan: -1})
		got := pull(t, c, 2000)
		for k := 0; k < 2000; k++ {
			if !near(float64(got[2*k]), 0.5, 1e-6) {
				t.Fatalf("%d channels: frame %d is %v, want 0.5", ch, k, got[2*k])
			}
		}
	}
}

func TestInterpolationString(t *testing.T) {
	for in, want := range map[mixer.Interpolation]string{mixer.InterpolationCubic: "cubic", mixer.InterpolationSinc: "sinc", 7: "interpolation(7)"} {
		if got := in.String(); got != want {
			t.Errorf("Interpolation(%d).String(): got %q, want %q", uint8(in), got, want)
		}
	}
	defer func() {
		if recover() == nil {
			t.Errorf("New with Interpolation 7: got no panic, want one")
		}
	}()
	mixer.New(mixer.Options{CueInterpolation: 7})
}
