package network_test

import (
	"testing"

	"github.com/griffengine/griff/griff"
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
