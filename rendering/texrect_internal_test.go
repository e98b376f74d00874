package rendering

import (
	"math"
	"testing"

	"github.com/griffengine/griff/scenes/visual"
)

// TestTexRectNearInt32Edge: a region at the edge of int32 (a scene file may
// give one; the importers saturate to one) gives the texture rectangle it
// gave when Region's numbers were int: its far corner is not wrapped round
// to the other end (the tester3 helper's find; fails with the sum in int32).
func TestTexRectNearInt32Edge(t *testing.T) {
	for _, g := range []visual.Region{
		{X: math.MaxInt32, Y: 0, W: 16, H: 16},
		{X: 100, Y: math.MaxInt32, W: math.MaxInt32, H: math.MaxInt32},
		{X: math.MinInt32, Y: math.MinInt32, W: -16, H: -1},
	} {
		src := spriteSrc(&visual.Sprite{}, g)
		u1, v1 := float32(int(g.X)+int(g.W)), float32(int(g.Y)+int(g.H))
		if src.U0 != float32(g.X) || src.V0 != float32(g.Y) || src.U1 != u1 || src.V1 != v1 {
			t.Errorf("region %+v: texture rectangle %+v, want (%v, %v)-(%v, %v)", g, src, float32(g.X), float32(g.Y), u1, v1)
		}
	}
}
