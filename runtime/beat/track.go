package beat

import (
	"math"
	"math/big"
	"slices"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// DefaultBeatsPerBar is a Track's beats per bar when BeatsPerBar is 0 (4/4).
const DefaultBeatsPerBar = 4

// DefaultWindow is a Track's on-beat window when Window is 0: a moment
// within 80 ms of a beat is on it.
const DefaultWindow = 80 * time.Millisecond

// Track is the beat of the game: the scene's first active Track is the one
// clock everything beat-driven reads (through the Beat service). It starts
// when the beat system first sees it active (its scene starting, a spawn),
// and beat 0 falls Offset after that. Saved as "Griff.BeatTrack".
type Track struct {
	// BPM is the tempo at beat 0, in beats per minute (above 0); the
	// default (0) is 120.
	BPM float64 `json:"bpm,omitempty"`
	// Changes are the tempo changes, in the order they happen.
	Changes []Change `json:"changes,omitempty"`
	// BeatsPerBar is the time signature's upper number; the default (0) is
	// DefaultBeatsPerBar. (BPM counts the beats the signature counts.)
	BeatsPerBar int `json:"beatsPerBar,omitempty"`
	// Offset is the game time from the track's start to beat 0: the
	// silence before the music's first beat.
	Offset time.Duration `json:"offset,omitempty"`
	// Window is how near a beat a moment is to count as on it (either
	// side); the default (0) is DefaultWindow.
	Window time.Duration `json:"window,omitempty"`
	// Started is true once the track started, at game time StartedAt:
	// state.
	Started   bool       `json:"started,omitempty"`
	StartedAt griff.Time `json:"startedAt,omitempty"`
	// Told is the last whole beat listeners were told of (-1 before beat
	// 0 once started): state.
	Told int64 `json:"told,omitempty"`

	tempo   *Map     `griff:"-"` // made from BPM and Changes on first use
	err     error    `griff:"-"` // why they do not make a map
	madeBPM uint64   `griff:"-"` // the bits of the BPM tempo was made from
	madeOf  []Change `griff:"-"` // a copy of the Changes it was made from
}

// Map returns the track's tempo map, or the error NewMap returns for its
// BPM and Changes.
func (t *Track) Map() (*Map, error) {
	bits := math.Float64bits(t.BPM)
	if t.tempo == nil && t.err == nil || bits != t.madeBPM || !slices.EqualFunc(t.Changes, t.madeOf, sameChange) {
		bpm := t.BPM
		if bpm == 0 {
			bpm = 120
		}
		t.tempo, t.err = NewMap(bpm, t.Changes...)
		t.madeBPM, t.madeOf = bits, slices.Clone(t.Changes)
	}
	return t.tempo, t.err
}

// sameChange compares the bits of two changes (a NaN BPM equals itself, so a
// bad map is made once).
func sameChange(a, b Change) bool {
	return a.Beat == b.Beat && a.Time == b.Time && math.Float64bits(a.BPM) == math.Float64bits(b.BPM)
}

func (t *Track) beatsPerBar() int64 {
	if t.BeatsPerBar > 0 {
		return int64(t.BeatsPerBar)
	}
	return DefaultBeatsPerBar
}

func (t *Track) window() time.Duration {
	if t.Window > 0 {
		return t.Window
	}
	return DefaultWindow
}

// Position is a moment on the beat.
type Position struct {
	// Beat is the whole beat (the floor: beat 0 is the first, negative
	// before it).
	Beat int64
	// Phase is how far the moment is into Beat, in [0, 1): exact to the
	// float's rounding, never accumulated.
	Phase float64
	// Bar is the bar (Beat divided by the beats per bar, the floor) and
	// InBar the beat within it, from 0.
	Bar   int64
	InBar int
	// BPM is the tempo at the moment.
	BPM float64
}

// position returns the position of beat b (rational) with bpb beats a bar.
func position(m *Map, b *big.Rat, bpb int64) Position {
	whole := new(big.Int).Div(b.Num(), b.Denom()) // floor, as Denom > 0
	frac := new(big.Rat).Sub(b, new(big.Rat).SetInt(whole))
	ph, _ := frac.Float64()
	if ph >= 1 { // rounding up of a fraction just below 1
		ph = 0.9999999999999999
	}
	p := Position{Beat: whole.Int64(), Phase: ph, BPM: m.BPM(b)}
	p.Bar = floorDiv(p.Beat, bpb)
	p.InBar = int(p.Beat - p.Bar*bpb)
	return p
}

func floorDiv(a, b int64) int64 {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// Beater is the extension point of a component told of each beat: the beat
// system calls Beat on every component that is one of every active entity
// with a Pulse, in hierarchy order then component order, once per whole beat
// reached, in the step it is reached in (beats a long step skipped over are
// each told, in order). p is the beat's own position (Phase 0). A panic is
// caught by the entity's fault boundary: logged, and the entity deactivated.
type Beater interface {
	Beat(e *scenes.Entity, p Position)
}

// Pulse marks an entity whose components are told of beats (Beater) and
// is one itself: it counts the beats it was told of, and the bars. Saved as
// "Griff.BeatPulse".
type Pulse struct {
	// Beats and Bars count the beats and the first beats of bars it was
	// told of: state.
	Beats int64 `json:"beats,omitempty"`
	Bars  int64 `json:"bars,omitempty"`
}

// Beat counts the beat.
func (p *Pulse) Beat(_ *scenes.Entity, pos Position) {
	p.Beats++
	if pos.InBar == 0 {
		p.Bars++
	}
}

func init() {
	scenes.Register[Track]("Griff.BeatTrack")
	scenes.Register[Pulse]("Griff.BeatPulse")
}
