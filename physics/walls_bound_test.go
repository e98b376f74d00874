package physics_test

import (
	"runtime"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

// checkerboard is a TilemapWalls of w×h cells, every other one solid: no two
// cells merge, so it builds w×h/2 shapes, the most a grid of that size can.
func checkerboard(w, h int) physics.TilemapWalls {
	t := physics.TilemapWalls{Width: w, CellSize: griff.V(16, 16), Cells: make([]bool, w*h)}
	for y := range h {
		for x := range w {
			t.Cells[y*w+x] = (x+y)%2 == 0
		}
	}
	return t
}

// allocatedBuilding returns the bytes allocated while the world builds walls
// and finds their seams (one step), with the scene made before counting.
func allocatedBuilding(t *testing.T, walls physics.TilemapWalls) (uint64, *rig) {
	r := newRig(t, physics.Options{})
	e := r.s.NewEntity("Level", nil)
	scenes.Add(e, walls)
	var m0, m1 runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&m0)
	r.step(1)
	runtime.ReadMemStats(&m1)
	return m1.TotalAlloc - m0.TotalAlloc, r
}

// oneWarning checks that the scene's log holds exactly one problem, naming e,
// Griff.TilemapWalls and containing msg.
func oneWarning(t *testing.T, r *rig, e *scenes.Entity, msg string) {
	t.Helper()
	probs := r.s.Problems().List()
	if len(probs) != 1 {
		t.Fatalf("%d problems, want 1: %v", len(probs), probs)
	}
	if p := probs[0]; p.EntityID != e.ID() || p.Component != "Griff.TilemapWalls" || !strings.Contains(p.Message, msg) {
		t.Errorf("problem %q, want one naming %s, Griff.TilemapWalls, %q", p, e.Path(), msg)
	}
}

// TestCheckerboardWallsBounded builds the reviewer's 1000×300 checkerboard
// (150,000 unmerged cells): before MaxWallShapes it built 150,000 shapes and
// allocated 343 MB (12 s, and out of memory under ulimit -v 1000000); now it
// builds MaxWallShapes, warns once and allocates under 5 KB a shape built.
func TestCheckerboardWallsBounded(t *testing.T) {
	got, r := allocatedBuilding(t, checkerboard(1000, 300))
	e := r.s.Find("Level")
	if n := r.w.ShapeCount(e); n != physics.MaxWallShapes {
		t.Errorf("%d shapes built, want MaxWallShapes (%d)", n, physics.MaxWallShapes)
	}
	if limit := uint64(physics.MaxWallShapes) * 5 << 10; got > limit {
		t.Errorf("%d bytes allocated, want at most %d (5 KB a shape)", got, limit)
	}
	t.Logf("1000x300 checkerboard: %d MB allocated (%d bytes a shape)", got>>20, got/physics.MaxWallShapes)
	r.step(10)
	oneWarning(t, r, e, "MaxWallShapes")
}

// TestWallCellsPastMaxLeftOut gives a wall one row more than MaxWallCells
// holds: the row is left out (the floor is one box 1024 rows high) with one
// warning.
func TestWallCellsPastMaxLeftOut(t *testing.T) {
	w := physics.TilemapWalls{Width: 1024, CellSize: griff.V(1, 1), Cells: make([]bool, physics.MaxWallCells+1024)}
	for i := range w.Cells {
		w.Cells[i] = true
	}
	r := newRig(t, physics.Options{})
	e := r.s.NewEntity("Level", nil)
	scenes.Add(e, w)
	r.step(2)
	if n := r.w.ShapeCount(e); n != 1 {
		t.Fatalf("%d shapes, want 1", n)
	}
	if _, ok := r.w.Raycast(griff.V(10, 1023.5), griff.V(20, 1023.5), physics.Filter{}); !ok {
		t.Errorf("row 1023 is not solid")
	}
	if _, ok := r.w.Raycast(griff.V(10, 1024.5), griff.V(20, 1024.5), physics.Filter{}); ok {
		t.Errorf("row 1024, past MaxWallCells, is solid")
	}
	oneWarning(t, r, e, "MaxWallCells")
}
