package drawlist_test

import (
	"strings"
	"testing"

	"github.com/griffengine/griff/rendering/drawlist"
)

// TestFloorPass: a floor pass holds its one quad and its camera, seals the
// pass before it (a sprite after it starts a new pass), dumps its camera,
// and is refused inside a light map.
func TestFloorPass(t *testing.T) {
	var l drawlist.List
	tex := l.Image("walls.png")
	q := drawlist.Rect(-1, 1, 1, -1, drawlist.TexRect{}, drawlist.Color{R: 1, G: 1, B: 1, A: 1})
	l.Add(drawlist.OpSprites, tex, q)
	f := drawlist.FloorCast{Pos: [2]float32{1.5, 2.5}, Dir: [2]float32{1, 0}, Plane: [2]float32{0, 0.66}, Horizon: 0.5,
		Floor: drawlist.TexRect{U0: 576, U1: 640, V1: 64}, Ceiling: drawlist.TexRect{U0: 640, U1: 704, V1: 64}, Fog: 0.025, MinLight: 0.15}
	l.Floor(tex, q, f)
	l.Add(drawlist.OpSprites, tex, q)
	if len(l.Passes) != 3 || l.Passes[1].Op != drawlist.OpFloor || l.Passes[1].First != 1 || l.Passes[1].Count != 1 || l.Passes[1].Floor != f || l.Passes[2].First != 2 {
		t.Fatalf("passes %+v", l.Passes)
	}
	want := "floor tex=1 quads=1+1 pos=(1.5 2.5) dir=(1 0) plane=(0 0.66) horizon=(0.5) floor=(576 0 640 64) ceiling=(640 0 704 64) fog=(0.025 0.15)\n"
	if got := l.String(); !strings.Contains(got, want) {
		t.Errorf("dump:\n%s\nwant a line %q", got, want)
	}
	defer func() {
		if r := recover(); r == nil || !strings.Contains(r.(string), "floor pass inside a light map") {
			t.Errorf("a floor pass in a light map: recovered %v", r)
		}
	}()
	l.BeginLightMap(drawlist.Color{A: 1})
	l.Floor(tex, q, f)
}
