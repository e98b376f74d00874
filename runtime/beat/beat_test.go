package beat_test

import (
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/beat"
	"github.com/griffengine/griff/scenes"
)

// The song of the tests: 120 BPM, 150 from beat 64, 140 from beat 200, and
// 97.5 from 100 s (beat 231 and 11/15).
var changes = []beat.Change{{Beat: 64, BPM: 150}, {Beat: 200, BPM: 140}, {Time: 100 * time.Second, BPM: 97.5}}

// expected is where whole beat n falls, in units of 1/rate s, worked out by
// hand per stretch of tempo in integers (the floor).
func expected(n, rate int64) int64 {
	switch {
	case n <= 64:
		return n * rate / 2
	case n <= 200:
		return 32*rate + (n-64)*60*rate/150
	case n <= 231:
		return 32*rate + 136*60*rate/150 + (n-200)*60*rate/140
	}
	// ((n-200) - 476/15) beats after 100 s, at 60*10/975 s a beat.
	return 100*rate + ((n-200)*15-476)*60*rate*10/(975*15)
}

// TestSampleExactFor10Minutes: every beat of 10 minutes of the song falls on
// the sample (at 48 kHz) and the nanosecond worked out by hand.
func TestSampleExactFor10Minutes(t *testing.T) {
	m, err := beat.NewMap(120, changes...)
	if err != nil {
		t.Fatal(err)
	}
	const rate = 48_000
	n := int64(0)
	for ; expected(n, rate) < 10*60*rate; n++ {
		if got, want := m.SampleOf(n, rate), expected(n, rate); got != want {
			t.Fatalf("beat %d at sample %d, want %d", n, got, want)
		}
		if got, want := m.SampleOf(n, 1e9), expected(n, 1e9); got != want {
			t.Fatalf("beat %d at %d ns, want %d", n, got, want)
		}
	}
	if n != 1045 {
		t.Errorf("%d beats in 10 minutes, want 1045", n)
	}
	if got := m.SampleOf(n-1, rate); got != 28_793_107 {
		t.Errorf("last beat at sample %d, want 28793107", got)
	}
}

func TestNewMapRefusesBadTempo(t *testing.T) {
	for _, c := range [][]beat.Change{{{Beat: 4, BPM: 0}}, {{Beat: 8, BPM: 100}, {Beat: 8, BPM: 90}}, {{BPM: 100}}, {{Time: time.Second, BPM: -3}}} {
		if _, err := beat.NewMap(120, c...); !errors.Is(err, beat.ErrTempo) {
			t.Errorf("NewMap(120, %v): %v, want ErrTempo", c, err)
		}
	}
}

type store struct{ saved []beat.Settings }

func (s *store) LoadBeatSettings() (beat.Settings, error) { return beat.Settings{LatencyMs: 25}, nil }
func (s *store) SaveBeatSettings(st beat.Settings) error {
	s.saved = append(s.saved, st)
	return nil
}

func newGame(t *testing.T, st beat.SettingsStore) (*runtime.Game, *beat.Track, *beat.Pulse) {
	t.Helper()
	g, err := runtime.NewGame(runtime.Options{Seed: 1}, beat.NewSystem(beat.Options{Settings: st}))
	if err != nil {
		t.Fatal(err)
	}
	song := g.Scene().NewEntity("Song", nil)
	tr := scenes.Add(song, beat.Track{BPM: 120, Changes: changes})
	dancer := g.Scene().NewEntity("Dancer", nil)
	p := scenes.Add(dancer, beat.Pulse{})
	return g, tr, p
}

// TestTenMinutesOfSteps: stepping a game for 10 minutes at 60 steps a second
// tells the Pulse of every beat reached, each once, and the service's
// positions and times agree with the hand-worked nanoseconds.
func TestTenMinutesOfSteps(t *testing.T) {
	g, tr, p := newGame(t, nil)
	for range 10 * 60 * 60 {
		g.Step()
	}
	elapsed := int64(g.Clock().Now()) - int64(tr.StartedAt)
	want := int64(0)
	for expected(want, 1e9) <= elapsed {
		want++
	}
	if p.Beats != want || p.Bars != (want+3)/4 {
		t.Errorf("told %d beats, %d bars; want %d, %d", p.Beats, p.Bars, want, (want+3)/4)
	}
	b := beat.Of(g)
	for _, n := range []int64{0, 64, 199, 231, 232, 1000} {
		at, ok := b.TimeOf(n)
		if !ok || int64(at)-int64(tr.StartedAt) != expected(n, 1e9) {
			t.Errorf("TimeOf(%d) = %v, want %d ns after the start", n, at, expected(n, 1e9))
		}
		pos, _ := b.At(at + 1)
		if pos.Beat != n || pos.Phase <= 0 || pos.Phase > 1e-6 || pos.Bar != n/4 || pos.InBar != int(n%4) {
			t.Errorf("At(beat %d + 1ns) = %+v", n, pos)
		}
		if got, off, on := b.Nearest(at.Add(-30 * time.Millisecond)); got != n || off != -30*time.Millisecond || !on {
			t.Errorf("Nearest(30 ms before beat %d) = %d, %v, %v", n, got, off, on)
		}
		if _, _, on := b.Nearest(at.Add(90 * time.Millisecond)); on {
			t.Errorf("90 ms after beat %d counts as on it", n)
		}
	}
}

// TestLatencyFromSettings: the player's calibration moves every beat later
// by itself and is saved by SetSettings.
func TestLatencyFromSettings(t *testing.T) {
	st := &store{}
	g, tr, _ := newGame(t, st)
	g.Step()
	b := beat.Of(g)
	at, _ := b.TimeOf(10)
	if got, want := int64(at)-int64(tr.StartedAt), int64(5*time.Second+25*time.Millisecond); got != want {
		t.Errorf("beat 10 at %d ns after the start, want %d", got, want)
	}
	if err := b.SetSettings(beat.Settings{LatencyMs: 5000}); err == nil {
		t.Error("latency of 5 s accepted")
	}
	if err := b.SetSettings(beat.Settings{LatencyMs: -10}); err != nil || len(st.saved) != 1 {
		t.Fatalf("SetSettings: %v, saved %v", err, st.saved)
	}
	at, _ = b.TimeOf(10)
	if got := griff.Time(int64(at) - int64(tr.StartedAt)); got != griff.Time(5*time.Second-10*time.Millisecond) {
		t.Errorf("beat 10 at %v after the start", got)
	}
}

// TestSteadyStepAllocatesNothing: once a track plays, a step (with a beat
// told now and then) and the service's questions allocate nothing.
func TestSteadyStepAllocatesNothing(t *testing.T) {
	g, tr, _ := newGame(t, nil)
	for range 120 {
		g.Step()
	}
	b := beat.Of(g)
	n := testing.AllocsPerRun(600, func() {
		g.Step()
		b.Now()
		at, _ := b.TimeOf(40)
		b.Nearest(at + 1)
	})
	if n != 0 {
		t.Errorf("%v allocations a step", n)
	}
	if !tr.Started {
		t.Fatal("the track never started")
	}
}

// TestTrackMarkedOnlyWhenABeatIsTold checks the change marks (issue 12): the
// Track's entity is listed changed (scenes.Scene.TakeChanges) in exactly the
// steps that tell a beat, so a Timeline shares its record in the others,
// and asking the service (Now) marks nothing.
func TestTrackMarkedOnlyWhenABeatIsTold(t *testing.T) {
	g, _, p := newGame(t, nil)
	song := g.Scene().Find("Song")
	for range 10 {
		g.Step()
	}
	var owner struct{ byte }
	g.Scene().TakeChanges(&owner) // the first call reports All
	marked, told := 0, 0
	for step := range 240 {
		before := p.Beats
		g.Step()
		beat.Of(g).Now()
		ch := g.Scene().TakeChanges(&owner)
		got, want := slices.Contains(ch.Entities, song), p.Beats != before
		if got != want {
			t.Errorf("step %d: the track marked %v, want %v (beats told %d)", step, got, want, p.Beats-before)
		}
		if got {
			marked++
		}
		if want {
			told++
		}
	}
	if told == 0 || marked != told {
		t.Errorf("the track was marked in %d steps, beats told in %d; want the same, above 0", marked, told)
	}
}
