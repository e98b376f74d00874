package physics

import (
	"slices"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

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
	for i, rc := range MergeCells(t.Cells, t.Width) {
		s := t.Wall
		s.Kind, s.Angle, s.Radius, s.Points = ShapeBox, 0, 0, nil
		s.Size = griff.V(float64(rc.W)*cs[0], float64(rc.H)*cs[1])
		s.Offset = griff.V(float64(float64(rc.X)*cs[0])+float64(s.Size[0]/2), float64(float64(rc.Y)*cs[1])+float64(s.Size[1]/2))
		w.addShape(r, s, i, "Griff.TilemapWalls", 0)
	}
	return r
}
