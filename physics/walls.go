package physics

import (
	"slices"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

const (
	// MaxWallCells is the most cells one Griff.TilemapWalls is built from
	// (1<<20, a grid of 1024×1024): the cells past it are left out, with
	// one warning naming the entity and component. Where it comes from: the
	// built-in game's walls have at most 2,400 cells; a scene file
	// (scenes.MaxFileSize, 2 MiB) holds at most about 420,000 cells anyway,
	// but a wall made by game code is bounded only by this.
	MaxWallCells = 1 << 20
	// MaxWallShapes is the most rectangles (MergeCells) one Griff.TilemapWalls
	// builds (16,384): the rectangles past it (the lowest rows) are left out,
	// with one warning naming the entity and component. Building a wall
	// allocates about 4.3 KB a shape built (cp's shape and tree node, seams),
	// so at most about 70 MB (TestCheckerboardWallsBounded); a checkerboard of
	// 1000×300 cells made 150,000 shapes and allocated 343 MB before this
	// bound. The built-in game's walls merge into 11 rectangles at most.
	MaxWallShapes = 1 << 14
)

// wallRects returns the rectangles t's walls are built from, within
// MaxWallCells and MaxWallShapes, warning once on e when a bound leaves
// cells out.
func (w *World) wallRects(e *scenes.Entity, t *TilemapWalls) []CellRect {
	cells := t.Cells
	if len(cells) > MaxWallCells {
		w.scene.Problems().Warn(e, "Griff.TilemapWalls", "more than %d cells (MaxWallCells); the cells past it are left out", MaxWallCells)
		cells = cells[:MaxWallCells]
	}
	rects := MergeCells(cells, t.Width)
	if len(rects) > MaxWallShapes {
		w.scene.Problems().Warn(e, "Griff.TilemapWalls", "the cells merge into more than %d rectangles (MaxWallShapes); the rectangles past it (the lowest rows) are left out", MaxWallShapes)
		rects = rects[:MaxWallShapes]
	}
	return rects
}

// syncWalls builds or rebuilds e's tilemap walls when they are new or their
// cells or wall settings changed, and reads e's transform.
func (w *World) syncWalls(e *scenes.Entity, t *TilemapWalls, dt float64) {
	if !w.placeable(e, "Griff.TilemapWalls") {
		return
	}
	r := w.wallsBy[e.ID()]
	if r != nil && (!slices.Equal(r.cells, t.Cells) || len(r.built) != 1 || !sameShapes(r.built, &Collider{Shapes: []Shape{wallShape(t)}})) {
		w.removeBody(r)
		r = nil
	}
	if r == nil {
		r = w.buildWalls(e, t)
		w.walls = append(w.walls, r)
		w.wallsBy[e.ID()] = r
	} else {
		w.readTransform(r, dt)
	}
	r.seen = w.stamp
}

// wallShape is t.Wall with the geometry that describes the grid, so a change
// of width or cell size is seen as a change.
func wallShape(t *TilemapWalls) Shape {
	s := t.Wall
	s.Kind, s.Size, s.Points = ShapeBox, t.CellSize, nil
	s.Offset, s.Angle, s.Radius = griff.V(float64(t.Width), 0), 0, 0
	return s
}

func (w *World) buildWalls(e *scenes.Entity, t *TilemapWalls) *bodyRec {
	r := &bodyRec{e: e, kind: BodyStatic, linKeep: 1, angKeep: 1}
	r.body = newCPBody(BodyStatic)
	r.body.UserData = r
	tr := e.Transform()
	r.lastPos, r.lastRot = tr.Position(), tr.Rotation()
	pos, rot := toWorld(e, r.lastPos, r.lastRot)
	r.body.SetAngle(rot)
	r.body.SetPosition(vec(pos))
	w.space.AddBody(r.body)
	w.markSeams()
	r.cells = slices.Clone(t.Cells)
	r.built = []Shape{wallShape(t)}
	if t.Width <= 0 || !(t.CellSize[0] > 0 && t.CellSize[1] > 0) {
		if len(t.Cells) > 0 {
			w.scene.Problems().Warn(e, "Griff.TilemapWalls", "width and cell size must be > 0; no walls built")
		}
		return r
	}
	if t.CellSize[0] < MinSize || t.CellSize[1] < MinSize || t.CellSize[0] > MaxSize || t.CellSize[1] > MaxSize {
		w.scene.Problems().Warn(e, "Griff.TilemapWalls", "cell size outside 1e-3..1e6 world units; no walls built")
		return r
	}
	cs := t.CellSize
	for i, rc := range w.wallRects(e, t) {
		s := t.Wall
		s.Kind, s.Angle, s.Radius, s.Points = ShapeBox, 0, 0, nil
		s.Size = griff.V(float64(rc.W)*cs[0], float64(rc.H)*cs[1])
		s.Offset = griff.V(float64(float64(rc.X)*cs[0])+float64(s.Size[0]/2), float64(float64(rc.Y)*cs[1])+float64(s.Size[1]/2))
		w.addShape(r, s, i, "Griff.TilemapWalls", 0)
	}
	return r
}
