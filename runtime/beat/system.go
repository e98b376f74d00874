package beat

import (
	"fmt"
	"math/big"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// Settings are the player's beat settings, kept with the player's other
// settings (the hosting layer's settings file, under "beat"), not with the
// game: they belong to the player's screen and speakers.
type Settings struct {
	// LatencyMs is the audio/visual calibration in milliseconds: how late
	// the player hears (or sees) a beat compared with the game's time of it.
	// Positive moves every beat later; the default (0) is none. Within
	// ±MaxLatencyMs.
	LatencyMs int `json:"latencyMs"`
}

// MaxLatencyMs bounds Settings.LatencyMs either side of 0.
const MaxLatencyMs = 1000

// SettingsStore keeps the player's beat settings between runs.
type SettingsStore interface {
	LoadBeatSettings() (Settings, error)
	SaveBeatSettings(s Settings) error
}

// Options configure the beat system. The zero value keeps no settings
// (latency 0 until SetSettings, which then saves nowhere).
type Options struct {
	// Settings loads the player's beat settings when the system is set up
	// and saves them on SetSettings; nil keeps them in the game only.
	Settings SettingsStore
}

// Beat is the service of the beat system: the one clock everything
// beat-driven reads. Every method must be called from the game's goroutine.
type Beat interface {
	// Now returns the position of the game's current time on the scene's
	// beat track (calibrated: see Settings), and false if no track has
	// started (or its tempo map is bad).
	Now() (Position, bool)
	// At returns the position of game time t, as Now.
	At(t griff.Time) (Position, bool)
	// TimeOf returns the game time whole beat n falls on (calibrated,
	// rounded down to the nanosecond), and false as Now.
	TimeOf(n int64) (griff.Time, bool)
	// Nearest returns the whole beat nearest game time t and how far t is
	// from it (negative: before it), and whether that is within the track's
	// Window: "on the beat".
	Nearest(t griff.Time) (n int64, off time.Duration, on bool)
	// Settings returns the player's beat settings.
	Settings() Settings
	// SetSettings applies s and saves it with the settings store. It
	// returns an error, changing nothing, if LatencyMs is out of range, or
	// the store's error (s is applied).
	SetSettings(s Settings) error
}

// Of returns g's Beat service. Of panics if g has no beat system.
func Of(g *runtime.Game) Beat { return runtime.Service[Beat](g) }

// NewSystem returns the beat system, named "Beat".
func NewSystem(opts Options) runtime.System { return &system{opts: opts} }

type system struct {
	g        *runtime.Game `griff:"-"`
	opts     Options       `griff:"-"`
	settings Settings      `griff:"-"` // the player's, not the game's
}

func (*system) Name() string { return "Beat" }

func (s *system) Setup(g *runtime.Game) error {
	s.g = g
	if s.opts.Settings != nil {
		st, err := s.opts.Settings.LoadBeatSettings()
		if err == nil {
			err = st.validate()
		}
		if err != nil {
			g.Problems().Warn(nil, "", "beat settings: %v (using latency 0)", err)
			st = Settings{}
		}
		s.settings = st
	}
	g.AddStep(runtime.StepBeat, runtime.InPhase(runtime.PhaseBegin), s.step)
	runtime.Provide[Beat](g, s)
	return nil
}

func (st Settings) validate() error {
	if st.LatencyMs < -MaxLatencyMs || st.LatencyMs > MaxLatencyMs {
		return fmt.Errorf("beat: latencyMs %d is not within ±%d", st.LatencyMs, MaxLatencyMs)
	}
	return nil
}

// maxTold is the most beats told in one step; more (a track far faster
// than the step rate) are skipped.
const maxTold = 64

func (s *system) step(g *runtime.Game) {
	e, tr := s.track()
	if tr == nil {
		return
	}
	if !tr.Started {
		e.MarkChanged() // track read it read-only
		tr.Started, tr.StartedAt, tr.Told = true, g.Clock().Now(), -1
	}
	m, err := tr.Map()
	if err != nil {
		g.Problems().Warn(e, "Griff.BeatTrack", "%v", err)
		return
	}
	pos := m.positionAt(s.sinceBeat0(tr, g.Clock().Now()), tr.beatsPerBar())
	from := max(tr.Told+1, pos.Beat-maxTold+1)
	for n := from; n <= pos.Beat; n++ {
		s.tell(m.positionOfBeat(n, tr.beatsPerBar()))
	}
	if pos.Beat > tr.Told {
		e.MarkChanged() // only when a beat was told: a Timeline shares the record otherwise
		tr.Told = pos.Beat
	}
}

// tell calls Beat on the Beaters of every active entity with a Pulse.
func (s *system) tell(p Position) {
	for e := range scenes.ActiveRead[Pulse](s.g.Scene()) {
		for ct, c := range e.ReadComponents() {
			if b, ok := c.(Beater); ok {
				e.MarkChanged() // Beat may write its component
				s.g.Enter(e, ct, runtime.HookStep)
				b.Beat(e, p)
				s.g.Leave()
			}
		}
	}
}

// track returns the scene's first active Track, or nil. It reads it
// read-only (no change mark, so a Timeline shares the track's record in a
// step that told no beat): a caller that writes it calls MarkChanged first.
func (s *system) track() (*scenes.Entity, *Track) {
	for e, t := range scenes.ActiveRead[Track](s.g.Scene()) {
		return e, t
	}
	return nil, nil
}

// origin returns the game time of beat 0 as heard: the track's start, its
// offset and the player's latency.
func (s *system) origin(tr *Track) time.Duration {
	return time.Duration(tr.StartedAt) + tr.Offset + time.Duration(s.settings.LatencyMs)*time.Millisecond
}

// sinceBeat0 returns game time t as nanoseconds after beat 0 as heard.
func (s *system) sinceBeat0(tr *Track, t griff.Time) int64 {
	return int64(time.Duration(t) - s.origin(tr))
}

// ready returns the started track and its map, or nil.
func (s *system) ready() (*Track, *Map) {
	_, tr := s.track()
	if tr == nil || !tr.Started {
		return nil, nil
	}
	m, err := tr.Map()
	if err != nil {
		return nil, nil
	}
	return tr, m
}

func (s *system) Now() (Position, bool) { return s.At(s.g.Clock().Now()) }

func (s *system) At(t griff.Time) (Position, bool) {
	tr, m := s.ready()
	if m == nil {
		return Position{}, false
	}
	return m.positionAt(s.sinceBeat0(tr, t), tr.beatsPerBar()), true
}

func (s *system) TimeOf(n int64) (griff.Time, bool) {
	tr, m := s.ready()
	if m == nil {
		return 0, false
	}
	return griff.Time(s.origin(tr) + time.Duration(m.floorTimeOf(n))), true
}

func (s *system) Nearest(t griff.Time) (int64, time.Duration, bool) {
	tr, m := s.ready()
	if m == nil {
		return 0, 0, false
	}
	n := m.positionAt(s.sinceBeat0(tr, t), 1).Beat
	lo, _ := s.TimeOf(n)
	hi, _ := s.TimeOf(n + 1)
	if t.Sub(lo) > hi.Sub(t) {
		n, lo = n+1, hi
	}
	off := t.Sub(lo)
	return n, off, off <= tr.window() && -off <= tr.window()
}

func (s *system) Settings() Settings { return s.settings }

func (s *system) SetSettings(st Settings) error {
	if err := st.validate(); err != nil {
		return err
	}
	s.settings = st
	if s.opts.Settings != nil {
		return s.opts.Settings.SaveBeatSettings(st)
	}
	return nil
}

// floorNs is the floor of a rational number of nanoseconds.
func floorNs(t *big.Rat) time.Duration {
	return time.Duration(new(big.Int).Div(t.Num(), t.Denom()).Int64())
}
