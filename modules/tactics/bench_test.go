package tactics

import (
	"io/fs"
	"strings"
	"testing"

	"github.com/griffengine/griff/runtime/grid"
)

// BenchmarkReach is one range search of a cavalier (move 7) in the middle of
// the largest map (32 × 32) of mixed terrain.
func BenchmarkReach(b *testing.B) {
	rows := make([]string, MaxMapSide)
	for y := range rows {
		rows[y] = strings.Repeat(".F.M.~..", MaxMapSide/8)
	}
	bt := Battle{Width: MaxMapSide, Height: MaxMapSide, Terrain: rows}
	var f Field
	bt.Fill(&f)
	f.Reach(grid.C(16, 16), 7, Mounted)
	b.ReportAllocs()
	for b.Loop() {
		f.Reach(grid.C(16, 16), 7, Mounted)
	}
}

// BenchmarkStep is one step of the template's first map in the player's
// phase with a unit selected (its ranges, overlay and texts drawn).
func BenchmarkStep(b *testing.B) {
	data, err := fs.ReadFile(Template(), "maps/map1.tac")
	if err != nil {
		b.Fatal(err)
	}
	r := newRig(b, string(data))
	r.settle()
	r.do(doSelect, r.cell("Alm"))
	b.ReportAllocs()
	for b.Loop() {
		r.g.Step()
	}
}
