package mixer_test

import (
	"testing"

	"github.com/griffengine/griff/audio"
	"github.com/griffengine/griff/audio/mixer"
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/cputime"
)

func noise(frames int) *audio.Sound {
	r := griff.NewRand(1)
	s := &audio.Sound{Rate: 48000, Channels: 2, Samples: make([]float32, 2*frames)}
	for i := range s.Samples {
		s.Samples[i] = float32(r.FloatRange(-0.05, 0.05))
	}
	return s
}

// benchMix mixes one second of 48 kHz audio per op, in 512-frame buffers, with 32
// looping voices, and reports the share of one core that takes.
func benchMix(b *testing.B, opts mixer.Options, pitch func(i int) float64) {
	m := mixer.New(opts)
	s := noise(48000)
	for i := range 32 {
		m.Play(mixer.Cue{Sound: s, Volume: 1, Loop: true, Pan: float64(i%5)/2 - 1, Pitch: pitch(i)})
	}
	dst := make([]float32, 2*512)
	b.ReportAllocs()
	cpu0 := cputime.Nanos()
	for b.Loop() {
		for range 48000 / 512 {
			m.Mix(dst)
		}
	}
	// CPU time (not wall time) per second of audio, so a busy machine does not
	// inflate it; the benchmark runs on one goroutine.
	b.ReportMetric(float64(cputime.Nanos()-cpu0)/float64(b.N)/1e9*100, "%core")
}

func BenchmarkMix_32Voices_48k(b *testing.B) {
	benchMix(b, mixer.Options{}, func(int) float64 { return 1 })
}

func pitched(i int) float64 { return 0.8 + 0.02*float64(i) }

// BenchmarkMix_32VoicesPitched_48k plays every voice through the resampler
// (pitches 0.8 to 1.42) with the default interpolation (Cubic).
func BenchmarkMix_32VoicesPitched_48k(b *testing.B) {
	benchMix(b, mixer.Options{}, pitched)
}

// BenchmarkMix_32VoicesPitchedSinc_48k is BenchmarkMix_32VoicesPitched_48k with
// every voice read through the sinc kernel (CueInterpolation Sinc), as every
// pitched voice was before Cubic.
func BenchmarkMix_32VoicesPitchedSinc_48k(b *testing.B) {
	benchMix(b, mixer.Options{CueInterpolation: mixer.InterpolationSinc}, pitched)
}
