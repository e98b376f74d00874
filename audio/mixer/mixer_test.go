package mixer_test

import (
	"math"
	"testing"
	"time"

	"github.com/griffengine/griff/audio/mixer"
)

func TestFadeCurve(t *testing.T) {
	m, c := rig(t, mixer.Options{})
	v := m.Play(mixer.Cue{Sound: dc(0.5, 48000, 48000), Volume: 1})
	pull(t, c, 100)
	// 10 ms at 48 kHz is exactly 480 frames.
	m.SetVolume(v, 0.5, 10*time.Millisecond)
	got := pull(t, c, 600)
	pl, _ := mixer.PanGains(0)
	for k := 0; k < 600; k++ {
		vol := 0.5
		if k < 480 {
			vol = 1 + (0.5-1)*float64(k+1)/480
		}
		want := 0.5 * float64(pl) * vol * vol * vol
		if !near(float64(got[2*k]), want, 1e-6) || !near(float64(got[2*k+1]), want, 1e-6) {
			t.Fatalf("frame %d of the fade: got %v, %v, want %v", k, got[2*k], got[2*k+1], want)
		}
	}
}

func TestFadeInAndStop(t *testing.T) {
	m, c := rig(t, mixer.Options{})
	v := m.Play(mixer.Cue{Sound: dc(0.5, 48000, 48000), Volume: 1, FadeIn: 10 * time.Millisecond})
	got := pull(t, c, 480)
	pl, _ := mixer.PanGains(0)
	if want := 0.5 * float64(pl) / (480 * 480 * 480); !near(float64(got[0]), want, 1e-9) {
		t.Errorf("first frame of fade-in: got %v, want %v", got[0], want)
	}
	if want := 0.5 * float64(pl); !near(float64(got[2*479]), want, 1e-6) {
		t.Errorf("last frame of fade-in: got %v, want %v", got[2*479], want)
	}
	m.Stop(v, 5*time.Millisecond) // 240 frames
	got = pull(t, c, 300)
	if got[2*238] == 0 || got[2*239] != 0 || got[2*299] != 0 {
		t.Errorf("stop over 240 frames: frames 238, 239, 299 = %v, %v, %v, want >0, 0, 0",
			got[2*238], got[2*239], got[2*299])
	}
	if m.Playing(v) {
		t.Errorf("Playing after a finished stop fade: got true, want false")
	}
}

func TestCrossfadeEqualPower(t *testing.T) {
	m, c := rig(t, mixer.Options{})
	m.PlayMusic(&constStream{l: 0.5, frames: 1 << 20}, mixer.Track{Volume: 1})
	pull(t, c, 1000)
	m.PlayMusic(&constStream{r: 0.5, frames: 1 << 20}, mixer.Track{Volume: 1, Crossfade: 20 * time.Millisecond})
	if got := m.Tracks(); got != 2 {
		t.Errorf("Tracks during crossfade: got %d, want 2", got)
	}
	got := pull(t, c, 1200) // the crossfade is 960 frames
	for k := 0; k < 1200; k++ {
		l, r := float64(got[2*k]), float64(got[2*k+1])
		x := min(1, float64(k+1)/960)
		if !near(l*l+r*r, 0.25, 1e-6) {
			t.Fatalf("frame %d: power %v, want 0.25 (l %v, r %v)", k, l*l+r*r, l, r)
		}
		if !near(r, 0.5*math.Sin(math.Pi/2*x), 1e-6) {
			t.Fatalf("frame %d: incoming %v, want %v", k, r, 0.5*math.Sin(math.Pi/2*x))
		}
	}
	if got := m.Tracks(); got != 1 {
		t.Errorf("Tracks after crossfade: got %d, want 1", got)
	}
}

func TestPanLaw(t *testing.T) {
	tests := []struct {
		pan          float64
		wantL, wantR float64
	}{
		{-1, 1, 0},
		{-0.5, math.Cos(math.Pi / 8), math.Sin(math.Pi / 8)},
		{0, math.Sqrt2 / 2, math.Sqrt2 / 2},
		{0.5, math.Cos(3 * math.Pi / 8), math.Sin(3 * math.Pi / 8)},
		{1, 0, 1},
		{7, 0, 1}, // clamped
	}
	for _, tc := range tests {
		m, c := rig(t, mixer.Options{})
		m.Play(mixer.Cue{Sound: dc(0.5, 100, 48000), Volume: 1, Pan: tc.pan})
		got := pull(t, c, 10)
		l, r := float64(got[10]), float64(got[11])
		if !near(l, 0.5*tc.wantL, 1e-6) || !near(r, 0.5*tc.wantR, 1e-6) {
			t.Errorf("pan %v: got %v, %v, want %v, %v", tc.pan, l, r, 0.5*tc.wantL, 0.5*tc.wantR)
		}
		if !near(l*l+r*r, 0.25, 1e-6) {
			t.Errorf("pan %v: power %v, want constant 0.25", tc.pan, l*l+r*r)
		}
	}
}

func TestStartOnExactSample(t *testing.T) {
	for _, offset := range []int{0, 1, 37, 511, 512, 700, 1500} {
		m, c := rig(t, mixer.Options{})
		impulse := dc(0, 10, 48000)
		impulse.Samples[0] = 0.5
		m.Play(mixer.Cue{Sound: impulse, Volume: 1, Pan: -1, Offset: offset})
		var got []float32
		for range 4 {
			got = append(got, pull(t, c, 500)...) // buffers of 500 frames
		}
		first := -1
		for k := 0; k < len(got)/2; k++ {
			if got[2*k] != 0 {
				first = k
				break
			}
		}
		if first != offset || got[2*first] != 0.5 {
			t.Errorf("offset %d: impulse at frame %d, want %d", offset, first, offset)
		}
	}
}

func TestVoiceLimitSteals(t *testing.T) {
	m, _ := rig(t, mixer.Options{MaxVoices: 4})
	s := dc(0.1, 48000, 48000)
	v := []mixer.Voice{
		m.Play(mixer.Cue{Sound: s, Volume: 1, Priority: 1}),
		m.Play(mixer.Cue{Sound: s, Volume: 1, Priority: 0}), // oldest of the lowest
		m.Play(mixer.Cue{Sound: s, Volume: 1, Priority: 0}),
		m.Play(mixer.Cue{Sound: s, Volume: 1, Priority: 2}),
	}
	v4 := m.Play(mixer.Cue{Sound: s, Volume: 1, Priority: 0})
	want := []bool{true, false, true, true}
	for i, id := range v {
		if got := m.Playing(id); got != want[i] {
			t.Errorf("voice %d (priority %d) playing after a steal: got %v, want %v", i, []int{1, 0, 0, 2}[i], got, want[i])
		}
	}
	if v4 == 0 || !m.Playing(v4) {
		t.Errorf("new cue: got voice %v playing %v, want a playing voice", v4, m.Playing(v4))
	}
	if got := m.Play(mixer.Cue{Sound: s, Volume: 1, Priority: -1}); got != 0 {
		t.Errorf("cue below every priority: got voice %v, want 0 (dropped)", got)
	}
	if got := m.Voices(); got != 4 {
		t.Errorf("Voices: got %d, want 4", got)
	}
	// Next steal takes v[2] (priority 0, older than v4).
	m.Play(mixer.Cue{Sound: s, Volume: 1, Priority: 5})
	if m.Playing(v[2]) || !m.Playing(v4) {
		t.Errorf("second steal: v2 playing %v, v4 playing %v, want false, true", m.Playing(v[2]), m.Playing(v4))
	}
}

func TestPitchAndRateChangeLength(t *testing.T) {
	tests := []struct {
		rate       int
		pitch      float64
		wantFrames int
	}{
		{48000, 1, 1000},
		{48000, 2, 500},
		{24000, 1, 2000},
		{96000, 1, 500},
		{48000, 0.5, 2000},
	}
	for _, tc := range tests {
		m, c := rig(t, mixer.Options{})
		v := m.Play(mixer.Cue{Sound: dc(0.5, 1000, tc.rate), Volume: 1, Pitch: tc.pitch, Pan: -1})
		got := pull(t, c, tc.wantFrames-1)
		if !m.Playing(v) {
			t.Errorf("rate %d pitch %v: ended before %d frames", tc.rate, tc.pitch, tc.wantFrames-1)
		}
		mid := got[2*(tc.wantFrames/2)]
		if !near(float64(mid), 0.5, 1e-4) {
			t.Errorf("rate %d pitch %v: middle frame %v, want 0.5 (DC through the resampler)", tc.rate, tc.pitch, mid)
		}
		pull(t, c, 2)
		if m.Playing(v) {
			t.Errorf("rate %d pitch %v: still playing after %d frames", tc.rate, tc.pitch, tc.wantFrames+1)
		}
	}
}

func TestLoopAndPause(t *testing.T) {
	m, c := rig(t, mixer.Options{})
	s := dc(0, 3, 48000)
	copy(s.Samples, []float32{0.1, 0.2, 0.3})
	v := m.Play(mixer.Cue{Sound: s, Volume: 1, Pan: -1, Loop: true})
	got := pull(t, c, 7)
	want := []float32{0.1, 0.2, 0.3, 0.1, 0.2, 0.3, 0.1}
	for k, w := range want {
		if !near(float64(got[2*k]), float64(w), 1e-7) {
			t.Errorf("loop frame %d: got %v, want %v", k, got[2*k], w)
		}
	}
	m.Pause(v)
	if got := pull(t, c, 5); got[0] != 0 || got[8] != 0 {
		t.Errorf("paused: got %v, want silence", got)
	}
	m.Resume(v)
	if got := pull(t, c, 1); !near(float64(got[0]), 0.2, 1e-7) {
		t.Errorf("resumed: got %v, want 0.2 (where it paused)", got[0])
	}
}

func TestSoftClip(t *testing.T) {
	tests := []struct{ in, want float32 }{
		{0, 0}, {0.5, 0.5}, {0.8, 0.8}, {-0.8, -0.8},
		{1, 0.8 + 0.2*float32(math.Tanh(1))},
		{-3, -(0.8 + 0.2*float32(math.Tanh(11)))},
		{float32(math.NaN()), 0},
	}
	for _, tc := range tests {
		if got := mixer.SoftClip(tc.in); !near(float64(got), float64(tc.want), 1e-6) {
			t.Errorf("SoftClip(%v): got %v, want %v", tc.in, got, tc.want)
		}
	}
	if got := mixer.SoftClip(100); got > 1 {
		t.Errorf("SoftClip(100): got %v, want at most 1", got)
	}
	m, c := rig(t, mixer.Options{})
	m.Play(mixer.Cue{Sound: dc(1, 100, 48000), Volume: 2, Pan: -1}) // amplitude 8
	if got := pull(t, c, 1)[0]; got > 1 || got < 0.99 {
		t.Errorf("overloaded master: got %v, want in [0.99, 1]", got)
	}
}

func TestDeterministic(t *testing.T) {
	run := func() []float32 {
		m, c := rig(t, mixer.Options{MaxVoices: 3})
		s := dc(0.2, 3000, 44100)
		for i := range 6 {
			m.Play(mixer.Cue{Sound: s, Volume: 0.9, Pan: float64(i)/3 - 1, Pitch: 0.7 + 0.2*float64(i), Offset: 100 * i})
			pull(t, c, 333)
		}
		return c.Samples()
	}
	a, b := run(), run()
	for i := range a {
		if math.Float32bits(a[i]) != math.Float32bits(b[i]) {
			t.Fatalf("value %d: run 1 %v, run 2 %v, want identical", i, a[i], b[i])
		}
	}
}

func TestStopWhilePausedOrWaiting(t *testing.T) {
	m, c := rig(t, mixer.Options{})
	a := m.Play(mixer.Cue{Sound: dc(0.5, 48000, 48000), Volume: 1})
	b := m.Play(mixer.Cue{Sound: dc(0.5, 48000, 48000), Volume: 1, Offset: 5000})
	m.Pause(a)
	m.Stop(a, 0)
	m.Stop(b, 0)
	if got := pull(t, c, 10); got[0] != 0 || m.Playing(a) || m.Playing(b) {
		t.Errorf("stopped paused and waiting voices: got %v, playing %v %v, want silence and ended", got[0], m.Playing(a), m.Playing(b))
	}
}

func TestStolenVoiceFadesOut(t *testing.T) {
	m, c := rig(t, mixer.Options{MaxVoices: 1})
	m.Play(mixer.Cue{Sound: dc(0.5, 48000, 48000), Volume: 1, Pan: -1})
	pull(t, c, 10)
	m.Play(mixer.Cue{Sound: dc(0.25, 48000, 48000), Volume: 1, Pan: 1})
	got := pull(t, c, 300)
	// Left holds the stolen voice: volume 1-(k+1)/240, cubed.
	for _, k := range []int{0, 100, 238} {
		vol := 1 - float64(k+1)/240
		if want := 0.5 * vol * vol * vol; !near(float64(got[2*k]), want, 1e-6) {
			t.Errorf("stolen voice, frame %d: got %v, want %v", k, got[2*k], want)
		}
	}
	if got[2*239] != 0 || got[2*299] != 0 || got[2*5+1] != 0.25 {
		t.Errorf("after the declick: left %v, %v, right %v, want 0, 0, 0.25", got[2*239], got[2*299], got[11])
	}
}

func TestBalanceGains(t *testing.T) {
	tests := []struct{ pan, l, r float64 }{
		{-1, 1, 0}, {0, 1, 1}, {1, 0, 1},
		{0.5, math.Sqrt2 * math.Cos(3*math.Pi/8), 1},
		{-0.5, 1, math.Sqrt2 * math.Sin(math.Pi/8)},
	}
	for _, tc := range tests {
		l, r := mixer.BalanceGains(tc.pan)
		if !near(float64(l), tc.l, 1e-6) || !near(float64(r), tc.r, 1e-6) {
			t.Errorf("BalanceGains(%v): got %v, %v, want %v, %v", tc.pan, l, r, tc.l, tc.r)
		}
	}
}
