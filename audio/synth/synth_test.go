package synth_test

import (
	"encoding/json"
	"math"
	"strings"
	"testing"

	"github.com/griffengine/griff/audio/synth"
	"github.com/griffengine/griff/griff"
)

func TestDefaultLength(t *testing.T) {
	// Sustain 0.3 and decay 0.4 last 9,000 and 16,000 frames; each stage also plays
	// its frame at time 0, and the frame that ends the sound is kept: 25,003.
	s := synth.Render(synth.Default(), 1, synth.Rate)
	if s.Frames() != 25003 || s.Rate != 44100 || s.Channels != 1 {
		t.Errorf("Default: got %d frames at %d Hz, %d ch, want 25003 at 44100, mono", s.Frames(), s.Rate, s.Channels)
	}
	r := synth.Render(synth.Default(), 1, 48000)
	if want := (25003*48000 + 44099) / 44100; r.Frames() != want {
		t.Errorf("Default at 48 kHz: got %d frames, want %d", r.Frames(), want)
	}
}

func TestSineFrequency(t *testing.T) {
	p := synth.Default()
	p.Wave = synth.WaveSine
	p.Sustain, p.Decay = 0.5, 0 // 25,000 frames of steady tone
	s := synth.Render(p, 1, synth.Rate)
	crossings := 0
	for i := 1000; i < 23050; i++ { // exactly 0.5 s
		if s.Samples[i-1] < 0 && s.Samples[i] >= 0 {
			crossings++
		}
	}
	// Period 100/(0.3²+0.001) = 1098 subsamples: 44100·8/1098 = 321.3 Hz.
	if got := float64(crossings) * 2; math.Abs(got-321.3) > 4 {
		t.Errorf("sine at frequency 0.3: got %v Hz, want about 321.3", got)
	}
	var peak float32
	for _, v := range s.Samples {
		peak = max(peak, float32(math.Abs(float64(v))))
	}
	// A sine at volume 0.5 peaks at 2·0.5·1 = 1 (clamped), minus the envelope.
	if peak < 0.9 || peak > 1 {
		t.Errorf("sine peak: got %v, want in [0.9, 1]", peak)
	}
}

func TestDeterministic(t *testing.T) {
	for k := synth.PresetCoin; k <= synth.PresetBlip; k++ {
		a := synth.Render(synth.Generate(k, griff.NewRand(5)), 9, 48000)
		b := synth.Render(synth.Generate(k, griff.NewRand(5)), 9, 48000)
		if a.Frames() != b.Frames() {
			t.Fatalf("%v: got %d and %d frames from the same seeds", k, a.Frames(), b.Frames())
		}
		for i := range a.Samples {
			if math.Float32bits(a.Samples[i]) != math.Float32bits(b.Samples[i]) {
				t.Fatalf("%v: value %d differs between renders: %v, %v", k, i, a.Samples[i], b.Samples[i])
			}
		}
	}
}

func TestNoiseDependsOnSeed(t *testing.T) {
	p := synth.Default()
	p.Wave = synth.WaveNoise
	a, b := synth.Render(p, 1, synth.Rate), synth.Render(p, 2, synth.Rate)
	same := 0
	for i := range a.Samples {
		if a.Samples[i] == b.Samples[i] {
			same++
		}
	}
	if same > len(a.Samples)/10 {
		t.Errorf("noise with seeds 1 and 2: %d of %d values equal, want different noise", same, len(a.Samples))
	}
}

func TestPresets(t *testing.T) {
	for k := synth.PresetCoin; k <= synth.PresetBlip; k++ {
		for seed := uint64(0); seed < 8; seed++ {
			s := synth.Render(synth.Generate(k, griff.NewRand(seed)), seed, 48000)
			var energy float64
			for _, v := range s.Samples {
				if v > 1 || v < -1 || v != v {
					t.Fatalf("%v seed %d: value %v outside [-1, 1]", k, seed, v)
				}
				energy += float64(v) * float64(v)
			}
			secs := float64(s.Frames()) / 48000
			if secs < 0.01 || secs > 7 || energy == 0 {
				t.Errorf("%v seed %d: %.3f s, energy %v, want an audible sound under 7 s", k, seed, secs, energy)
			}
		}
	}
	if a, b := synth.Generate(synth.PresetJump, griff.NewRand(1)), synth.Generate(synth.PresetJump, griff.NewRand(2)); a == b {
		t.Errorf("Jump with seeds 1 and 2: same parameters %+v", a)
	}
	if j := synth.Generate(synth.PresetJump, griff.NewRand(3)); j.Wave != synth.WaveSquare || j.Slide <= 0 {
		t.Errorf("Jump: got %v wave, slide %v, want a square rising", j.Wave, j.Slide)
	}
}

func TestMinFrequencyEndsSound(t *testing.T) {
	p := synth.Default()
	p.Sustain, p.Decay = 1, 1 // 200,000 frames if nothing ends it
	p.Frequency, p.MinFrequency, p.Slide = 0.5, 0.3, -0.5
	s := synth.Render(p, 1, synth.Rate)
	if s.Frames() >= 10000 {
		t.Errorf("slide below MinFrequency: got %d frames, want the sound cut early", s.Frames())
	}
}

func TestClampedParams(t *testing.T) {
	p := synth.Params{Wave: 99, Frequency: 5, Sustain: 9, Decay: -3, Slide: math.NaN(), Volume: 2}
	s := synth.Render(p, 1, synth.Rate)
	// Sustain 100,000 frames (+1 at time 0), decay 0 (its frame at time 0), the end.
	if s.Frames() != 100003 {
		t.Errorf("sustain 9 (clamped to 1): got %d frames, want 100003", s.Frames())
	}
}

func TestStrings(t *testing.T) {
	tests := []struct{ got, want string }{
		{synth.WaveNoise.String(), "noise"}, {synth.Wave(9).String(), "wave(9)"},
		{synth.PresetPowerUp.String(), "powerup"}, {synth.Preset(20).String(), "synth preset(20)"},
	}
	for _, tc := range tests {
		if tc.got != tc.want {
			t.Errorf("got %q, want %q", tc.got, tc.want)
		}
	}
}

// Params save their wave, and presets are read, by name.
func TestTextForms(t *testing.T) {
	b, err := json.Marshal(synth.Params{Wave: synth.WaveSine})
	if err != nil || !strings.Contains(string(b), `"wave":"sine"`) {
		t.Fatalf("Marshal = %s, %v; want the wave as \"sine\"", b, err)
	}
	var p synth.Params
	if err := json.Unmarshal(b, &p); err != nil || p.Wave != synth.WaveSine {
		t.Errorf("Unmarshal(%s) = wave %v, %v; want sine", b, p.Wave, err)
	}
	var k synth.Preset
	if err := k.UnmarshalText([]byte("explosion")); err != nil || k != synth.PresetExplosion {
		t.Errorf("UnmarshalText(explosion) = %v, %v", k, err)
	}
	err = k.UnmarshalText([]byte("boom"))
	if want := `unknown synth preset "boom" (want one of coin, laser, explosion, powerup, hit, jump, blip)`; err == nil || err.Error() != want {
		t.Errorf("UnmarshalText(boom) error = %v, want %s", err, want)
	}
}

func BenchmarkRender_Explosion(b *testing.B) {
	p := synth.Generate(synth.PresetExplosion, griff.NewRand(1))
	for b.Loop() {
		synth.Render(p, 1, 48000)
	}
}

// TestJumpRises checks a jump's pitch goes up: more zero crossings in its second
// half of the sustain than in its first.
func TestJumpRises(t *testing.T) {
	p := synth.Generate(synth.PresetJump, griff.NewRand(3))
	p.HighPass, p.LowPass, p.Decay = 0, 1, 0
	s := synth.Render(p, 1, synth.Rate)
	half := s.Frames() / 2
	count := func(a []float32) int {
		n := 0
		for i := 1; i < len(a); i++ {
			if (a[i-1] < 0) != (a[i] < 0) {
				n++
			}
		}
		return n
	}
	first, second := count(s.Samples[:half]), count(s.Samples[half:])
	if second <= first {
		t.Errorf("jump: %d zero crossings in the first half, %d in the second, want more in the second", first, second)
	}
}
