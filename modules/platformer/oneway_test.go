package platformer

import (
	"math"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

// onewayGame puts a one-way platform (top at y 124, layer 2) above the floor of
// ledgeLevel's right side, and the player either on it or on the floor below.
func onewayGame(t *testing.T, onTop bool, dropLayers uint32, events ...[]input.Event) (*Player, *scenes.Entity, func(int)) {
	t.Helper()
	var e *scenes.Entity
	g := newCodeGame(t, join(events...), nil, func(s *scenes.Scene) {
		addWalls(s, ledgeLevel...)
		pf := entityAt(s, "Ledge", griff.V(320, 128))
		shape := physics.Box(192, 8)
		shape.OneWay, shape.Layers = physics.SideTop, 2
		scenes.Add(pf, physics.Collider{Shapes: []physics.Shape{shape}})
		at := griff.V(320, 224-15)
		if onTop {
			at = griff.V(320, 124-15)
		}
		e = addPlayer(s, at, 0)
		scenes.Get[Player](e).DropLayers = dropLayers
	})
	return scenes.Get[Player](e), e, func(n int) { steps(g, n) }
}

func TestOneWayPlatform(t *testing.T) {
	for _, tc := range []struct {
		name   string
		onTop  bool
		layers uint32
		events [][]input.Event
		y      float64 // where the player ends, standing
		jumps  int
	}{
		{"drop with down and jump", true, 2, [][]input.Event{hold("down", 10, 0), hold("jump", 20, 25)}, 209, 0},
		{"down and jump without drop layers jumps", true, 0, [][]input.Event{hold("down", 10, 0), hold("jump", 20, 25)}, 109, 1},
		{"down and jump over other layers jumps", true, 4, [][]input.Event{hold("down", 10, 0), hold("jump", 20, 25)}, 109, 1},
		{"jump up through it", false, 2, [][]input.Event{hold("jump", 10, 60)}, 109, 1},
	} {
		p, e, run := onewayGame(t, tc.onTop, tc.layers, tc.events...)
		run(120)
		y := e.Transform().Position()[1]
		if math.Abs(y-tc.y) > 1.5 || !p.Grounded || p.Jumps != tc.jumps {
			t.Errorf("%s: ends at y %.1f grounded %v after %d jumps, want y %.0f ± 1.5, grounded, %d jumps",
				tc.name, y, p.Grounded, p.Jumps, tc.y, tc.jumps)
		}
		if m := scenes.Get[physics.Collider](e).Shapes[0].Mask; m != 0 || p.Dropping != 0 || p.Masks != nil {
			t.Errorf("%s: mask %#x, dropping %v, saved masks %v after the drop; want 0, 0, none", tc.name, m, p.Dropping, p.Masks)
		}
	}
}
