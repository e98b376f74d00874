package network_test

import (
	"math"
	"slices"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/scenes"
)

// fallerRecord returns the network record of a faller at pos with vertical
// speed vy, standing or not, always entity 1 of its scene.
func fallerRecord(t *testing.T, pos griff.Vec, vy float64, standing bool) []byte {
	t.Helper()
	e := scenes.NewScene("agree", nil).NewEntity("Faller1", nil)
	scenes.Add(e, Faller{Player: 1, VY: vy, Standing: standing})
	e.Transform().SetPosition(pos)
	rec, err := e.AppendNetRecord(nil)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// A prediction that differs from the host's record only by float noise (a
// resting speed of 2.25e-23 against -7.9e-23, what the multiplayer
// template's chick showed) or by a position a record's rounding step (1/64)
// apart agrees; one off by more than the tolerances does not.
func TestPredictionAgreesWithinNoise(t *testing.T) {
	at := griff.V(100, 50.5)
	mine := fallerRecord(t, at, 2.25e-23, true)
	for _, c := range []struct {
		name     string
		pos      griff.Vec
		vy       float64
		standing bool
		want     bool
	}{
		{"the same", at, 2.25e-23, true, true},
		{"speed noise", at, -7.9e-23, true, true},
		{"speed a ten-millionth off", at, 1e-7, true, true},
		{"position a rounding step off", at.Add(griff.V(1.0/64, -1.0/64)), 2.25e-23, true, true},
		{"position at the tolerance", at.Add(griff.V(0, network.PositionTolerance)), 2.25e-23, true, true},
		{"speed 0.01 off", at, 0.01, true, false},
		{"speed 2e-6 off", at, 2e-6, true, false},
		{"position 1/8 off", at.Add(griff.V(1.0/8, 0)), 2.25e-23, true, false},
		{"position 5/64 off in y", at.Add(griff.V(0, 5.0/64)), 2.25e-23, true, false},
		{"not standing", at, 2.25e-23, false, false},
	} {
		host := fallerRecord(t, c.pos, c.vy, c.standing)
		if got := network.Agrees(mine, host); got != c.want {
			t.Errorf("%s: agrees = %v, want %v", c.name, got, c.want)
		}
	}
}

// fields is a component's fields of every kind a prediction check tells
// apart.
type fields struct {
	Speed float64
	Scale float32
	Since time.Duration
	Count int
	On    bool
	Name  string
	At    griff.Vec
	Masks []uint32
}

// Each kind of field is compared by its own rule: floats within a millionth
// (relative above 1), durations within a millisecond, the rest exactly.
func TestSameValueByKind(t *testing.T) {
	base := fields{Speed: 120, Scale: 1, Since: 33333333 * time.Nanosecond, Count: 2, On: true, Name: "chick", At: griff.V(1e-23, 40), Masks: []uint32{1, 2}}
	for _, c := range []struct {
		name   string
		change func(*fields)
		want   bool
	}{
		{"the same", func(*fields) {}, true},
		{"speed noise", func(f *fields) { f.Speed = 120.0000001 }, true},
		{"speed 0.001 off", func(f *fields) { f.Speed = 120.001 }, false},
		{"float32 noise", func(f *fields) { f.Scale = 1.0000001 }, true},
		{"vector noise near 0", func(f *fields) { f.At = griff.V(-7.9e-23, 40) }, true},
		{"vector 0.01 off", func(f *fields) { f.At = griff.V(0.01, 40) }, false},
		{"duration 1 ns off", func(f *fields) { f.Since += time.Nanosecond }, true},
		{"duration a step off", func(f *fields) { f.Since += time.Second / 60 }, false},
		{"count", func(f *fields) { f.Count = 3 }, false},
		{"flag", func(f *fields) { f.On = false }, false},
		{"name", func(f *fields) { f.Name = "slime" }, false},
		{"slice element", func(f *fields) { f.Masks = []uint32{1, 3} }, false},
		{"slice length", func(f *fields) { f.Masks = []uint32{1} }, false},
	} {
		other := base
		other.Masks = slices.Clone(base.Masks)
		c.change(&other)
		if got := network.SameValue(base, other); got != c.want {
			t.Errorf("%s: SameValue = %v, want %v", c.name, got, c.want)
		}
	}
	// Extremes (tester5): an infinity agrees only with itself, and
	// durations far apart do not agree through a wrapped difference.
	for _, c := range []struct {
		a, b any
		want bool
	}{
		{math.Inf(1), 123.5, false}, {123.5, math.Inf(-1), false}, {math.Inf(1), math.Inf(-1), false},
		{math.Inf(1), math.Inf(1), true}, {math.MaxFloat64, math.Inf(1), false},
		{time.Duration(math.MaxInt64), time.Duration(math.MinInt64), false},
		{time.Duration(math.MinInt64), time.Duration(math.MinInt64 + 1), true},
	} {
		if got := network.SameValue(c.a, c.b); got != c.want {
			t.Errorf("SameValue(%v, %v) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}

// A key held when the welcome gives the player their index is released for
// index 0 and pressed, with its value, for theirs.
func TestHandOverMovesHeldActions(t *testing.T) {
	got := network.HandOver([]string{"jump", "right"}, []float64{1, 0.5}, 0, 2, 7)
	want := []input.Event{
		{Tick: 7, Player: 0, Action: "jump"},
		{Tick: 7, Player: 0, Action: "right"},
		{Tick: 7, Player: 2, Action: "jump", Down: true, Value: 1},
		{Tick: 7, Player: 2, Action: "right", Down: true, Value: 0.5},
	}
	if !slices.Equal(got, want) {
		t.Errorf("HandOver = %+v, want %+v", got, want)
	}
}
