package rendering

import (
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/scenes/visual"
)

// floorRec is a perspective floor to draw this frame: its rectangle as a
// quad, and its camera.
type floorRec struct {
	quadRec
	cast drawlist.FloorCast
}

// Floor draws f (visual.FloorSink): one floor pass (drawlist.OpFloor) of the
// image's floor and ceiling regions. A missing image draws nothing (and is
// reported as a sprite's is).
func (f *frame) Floor(fl visual.Floor) {
	if fl.Image == "" {
		return
	}
	info := f.r.image(fl.Image)
	if !info.usable(f) {
		return
	}
	c := fl.Color
	if c == (griff.Color{}) {
		c = griff.RGBA(1, 1, 1, 1)
	}
	rec := floorRec{quadRec: quadRec{m: f.m, corners: fl.Corners, tex: info.texture(f), tint: premul(c)}}
	v2 := func(v griff.Vec) [2]float32 { return [2]float32{float32(v[0]), float32(v[1])} }
	rect := func(g visual.Region) drawlist.TexRect {
		return texRect(g)
	}
	rec.cast = drawlist.FloorCast{Pos: v2(fl.Pos), Dir: v2(fl.Dir), Plane: v2(fl.Plane), Horizon: float32(fl.Horizon),
		Floor: rect(fl.FloorSrc), Ceiling: rect(fl.CeilingSrc), Fog: float32(fl.Fog), MinLight: float32(fl.MinLight)}
	r := f.r
	r.floors = append(r.floors, rec)
	f.add(kindFloor, len(r.floors)-1, nil, false)
}

// drawFloor adds floor rec, with sort key key, through c.
func (p *pass) drawFloor(i int32, key uint64, c griff.Affine) {
	rec := &p.r.floors[i]
	m := c.Mul(rec.m)
	k := &rec.corners
	q := drawlist.Quad{
		Corners: [4]drawlist.Corner{corner(m, k[0][0], k[0][1]), corner(m, k[1][0], k[1][1]), corner(m, k[2][0], k[2][1]), corner(m, k[3][0], k[3][1])},
		Tint:    rec.tint,
	}
	if !p.clip.sees(&q) {
		return
	}
	p.qs = append(p.qs, q)
	p.meta = append(p.meta, quadMeta{tex: rec.tex, op: drawlist.OpFloor, floor: i + 1})
}
