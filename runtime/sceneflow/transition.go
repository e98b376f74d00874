package sceneflow

import (
	"fmt"
	"math"

	"github.com/griffengine/griff/griff"
)

// Kind is how a scene change looks: a cut, a fade or a wipe. It is written in
// scene files as "cut", "fade" or "wipe". The zero value is KindCut.
type Kind uint8

// The kinds of scene change.
const (
	// KindCut replaces the scene at the beginning of the next step, with
	// nothing drawn over it and no pause.
	KindCut Kind = iota
	// KindFade covers the screen with Transition.Color, ever less transparent,
	// then uncovers it.
	KindFade
	// KindWipe slides an opaque cover of Transition.Color over the screen in
	// Transition.Direction, then slides it off the same way.
	KindWipe
)

var kindNames = [...]string{"cut", "fade", "wipe"}

// String returns "cut", "fade" or "wipe".
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", k)
}

// MarshalText writes the kind's name; it implements encoding.TextMarshaler.
func (k Kind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText reads "cut", "fade" or "wipe" ("" means cut); it returns an
// error naming the three for anything else.
func (k *Kind) UnmarshalText(b []byte) error {
	if len(b) == 0 {
		*k = KindCut
		return nil
	}
	for i, n := range kindNames {
		if n == string(b) {
			*k = Kind(i)
			return nil
		}
	}
	return fmt.Errorf("sceneflow: unknown transition %q (want cut, fade or wipe)", b)
}

// Direction is the way a wipe moves across the screen: DirRight (the default)
// moves from the left edge to the right. It is written in scene files as
// "right", "left", "down" or "up".
type Direction uint8

// The directions of a wipe.
const (
	DirRight Direction = iota
	DirLeft
	DirDown
	DirUp
)

var dirNames = [...]string{"right", "left", "down", "up"}

// String returns "right", "left", "down" or "up".
func (d Direction) String() string {
	if int(d) < len(dirNames) {
		return dirNames[d]
	}
	return fmt.Sprintf("Direction(%d)", d)
}

// MarshalText writes the direction's name; it implements
// encoding.TextMarshaler.
func (d Direction) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

// UnmarshalText reads "right", "left", "down" or "up" ("" means right); it
// returns an error naming the four for anything else.
func (d *Direction) UnmarshalText(b []byte) error {
	if len(b) == 0 {
		*d = DirRight
		return nil
	}
	for i, n := range dirNames {
		if n == string(b) {
			*d = Direction(i)
			return nil
		}
	}
	return fmt.Errorf("sceneflow: unknown direction %q (want right, left, down or up)", b)
}

// MaxSeconds is the longest transition, in seconds: a longer Seconds is
// shortened to it with a warning, so a typo in a scene file cannot freeze a
// game for minutes.
const MaxSeconds = 10

// Transition says how a scene change looks and how long it takes. The zero
// value is a cut.
type Transition struct {
	// Kind is cut (the default), fade or wipe.
	Kind Kind `json:"kind,omitzero"`
	// Seconds is the whole transition, cover and uncover; the unit is
	// seconds. It is counted in steps (rounded to the nearest step at the
	// game's step rate), so it lasts the same steps at any frame rate. 0 or
	// less makes a fade or wipe a cut; NaN warns and cuts; more than
	// MaxSeconds warns and is MaxSeconds.
	Seconds float64 `json:"seconds,omitzero"`
	// Color is the cover's colour, straight RGBA ("#rrggbb" or "#rrggbbaa"
	// in scene files); the zero value means opaque black.
	Color griff.Color `json:"color,omitzero"`
	// Direction is the way a wipe moves; a fade ignores it.
	Direction Direction `json:"direction,omitzero"`
}

// Cover is what a transition draws over the screen in one frame: the renderer
// (package rendering) draws it over everything else, the HUD too. It is plain
// data, worked out by Scenes.Cover.
type Cover struct {
	// Kind is KindFade or KindWipe.
	Kind Kind
	// Color is the cover's colour, straight RGBA (opaque black for a zero
	// Transition.Color).
	Color griff.Color
	// Amount is how much is covered, 0 (nothing) to 1 (everything): a fade's
	// opacity (times Color's alpha), a wipe's covered fraction of the screen.
	Amount float64
	// Direction is the way a wipe moves.
	Direction Direction
	// Leaving is true in the second half, after the scene changed: a wipe's
	// cover then leaves by the far edge, uncovering from the edge it came
	// in by, so it keeps moving in Direction.
	Leaving bool
}

// steps returns the transition's length in steps at stepRate and whether it
// is a cut, warning through warn about NaN and too long.
func (t Transition) steps(stepRate int, warn func(format string, args ...any)) int {
	if t.Kind == KindCut {
		return 0
	}
	secs := t.Seconds
	switch {
	case math.IsNaN(secs):
		warn("transition seconds is NaN: the change is a cut")
		return 0
	case secs > MaxSeconds:
		warn("transition of %g s is longer than %d s: it takes %d s", secs, MaxSeconds, MaxSeconds)
		secs = MaxSeconds
	}
	return max(int(math.Round(secs*float64(stepRate))), 0)
}

// cover returns the colour a transition covers with: its Color, or opaque
// black for the zero value.
func (t Transition) cover() griff.Color {
	if t.Color == (griff.Color{}) {
		return griff.Color{A: 1}
	}
	return t.Color
}

// amountAt returns how much a transition of total steps, changing the scene
// after half, covers after k of them: k/half rising to 1 at the change, then
// falling to 0 at total.
func amountAt(k, half, total int) float64 {
	switch {
	case k <= 0 || k >= total:
		return 0
	case k <= half:
		return float64(k) / float64(half)
	default:
		return 1 - float64(k-half)/float64(total-half)
	}
}

// halfOf returns the step of a transition of total steps that changes the
// scene: the cover takes the larger half (so a 1-step transition changes at
// once).
func halfOf(total int) int { return (total + 1) / 2 }
