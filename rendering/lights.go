package rendering

import (
	"math"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/scenes/visual"
)

// lightRec is a light to draw this frame: the component and its entity's
// interpolated world transform.
type lightRec struct {
	l *visual.Light
	m griff.Affine
}

// lighting is what a frame's lights, ambient lights and screen effects are.
type lighting struct {
	lights  []lightRec
	effects []*visual.ScreenEffect
	weight  float64         // the ambient lights' summed weight; 0: no light map
	ambient griff.Color     // their weighted colour, straight
	shadows []drawlist.Quad // scratch for one light's shadow shapes
}

// reset empties the lighting for a new frame, dropping the pointers of the
// last one.
func (lt *lighting) reset() {
	clear(lt.lights)
	clear(lt.effects)
	lt.lights, lt.effects = lt.lights[:0], lt.effects[:0]
	lt.weight, lt.ambient = 0, griff.Color{}
}

// addAmbient adds ambient light a, faded in by its weight, to the frame's.
func (r *Renderer) addAmbient(a *visual.AmbientLight) {
	f := &r.f
	w := a.Weight.At(f.tick, f.blend, visual.LerpFloat)
	if !(w > 0) {
		return
	}
	w = min(w, 1)
	lt := &r.lighting
	lt.weight += w
	c, k := a.Color, float32(w)
	lt.ambient = griff.Color{R: lt.ambient.R + c.R*k, G: lt.ambient.G + c.G*k, B: lt.ambient.B + c.B*k, A: 1}
}

// ambientColor returns the colour the light map clears to: the ambient
// lights' weighted mix, with white for the weight missing below 1.
func (lt *lighting) ambientColor() drawlist.Color {
	c := lt.ambient
	if rest := float32(1 - lt.weight); rest > 0 {
		c.R, c.G, c.B = c.R+rest, c.G+rest, c.B+rest
	}
	return drawlist.Color{R: clamp01(c.R), G: clamp01(c.G), B: clamp01(c.B), A: 1}
}

func clamp01(v float32) float32 { return max(0, min(1, v)) }

// drawLightMap adds the light map of a view (world to clip transform c, seen
// in clip) to the list, if the scene has ambient light.
func (r *Renderer) drawLightMap(c griff.Affine, clip clipRect) {
	lt := &r.lighting
	if lt.weight <= 0 {
		return
	}
	list := r.f.list
	list.BeginLightMap(lt.ambientColor())
	for i := range lt.lights {
		r.drawLight(&lt.lights[i], c, clip)
	}
	list.EndLightMap()
}

// drawLight adds one light to the open light map.
func (r *Renderer) drawLight(rec *lightRec, c griff.Affine, clip clipRect) {
	f, l := &r.f, rec.l
	in := l.Intensity(f.tick, f.blend)
	if in.R <= 0 && in.G <= 0 && in.B <= 0 {
		return
	}
	reach := min(max(l.ReachOrDefault(), 0), visual.MaxReach)
	if !(reach > 0) {
		return
	}
	p := rec.m.Translation()
	q := drawlist.Quad{
		Corners: [4]drawlist.Corner{corner(c, p[0]-reach, p[1]-reach), corner(c, p[0]+reach, p[1]-reach),
			corner(c, p[0]+reach, p[1]+reach), corner(c, p[0]-reach, p[1]+reach)},
		Src:  drawlist.TexRect{U1: drawlist.FalloffSize, V1: drawlist.FalloffSize},
		Tint: drawlist.Color{R: in.R, G: in.G, B: in.B, A: 1},
	}
	if !clip.sees(&q) {
		return
	}
	list := f.list
	tex := list.Falloff()
	sh := r.lighting.shadows[:0]
	if l.Kind == visual.LightCone {
		dir := l.Angle + griff.Atan2(rec.m.B, rec.m.A)
		sh = coneShadows(sh, c, p, reach, dir, l.SpreadOrDefault())
	}
	if l.Shadows {
		for i := range l.Occluders {
			sh = occluderShadows(sh, c, p, reach, &l.Occluders[i])
		}
	}
	r.lighting.shadows = sh
	if len(sh) == 0 && l.Kind != visual.LightCone {
		list.Add(drawlist.OpLights, tex, q)
		return
	}
	list.ShadowedLight(tex, q, sh)
}

// coneShadows appends the shadow shapes that leave only the cone of width
// spread (radians) about dir lit, out to reach from p: fans from p covering
// the rest of the turn, each at most a quarter turn, out to twice the reach
// (a quarter-turn fan's nearest edge is cos(π/8)·2·reach > √2·reach away, so
// the light's square is covered).
func coneShadows(dst []drawlist.Quad, c griff.Affine, p griff.Vec, reach, dir, spread float64) []drawlist.Quad {
	if !(spread < 2*math.Pi) {
		return dst
	}
	spread = max(spread, 0)
	rest := 2*math.Pi - spread
	n := int(math.Ceil(rest / (math.Pi / 2)))
	step := rest / float64(n)
	a := dir + spread/2
	far := 2 * reach
	at := func(ang float64) drawlist.Corner {
		s, co := griff.Sincos(ang)
		return corner(c, p[0]+float64(co*far), p[1]+float64(s*far))
	}
	for i := range n {
		a0 := a + float64(step*float64(i))
		dst = append(dst, drawlist.Quad{Corners: [4]drawlist.Corner{corner(c, p[0], p[1]), at(a0), at(a0 + step/2), at(a0 + step)}})
	}
	return dst
}

// occluderShadows appends the shadows occluder o casts from a light at p
// reaching reach: each edge facing away from the light (every edge of a
// segment) pushed out along the light's rays past the reach.
func occluderShadows(dst []drawlist.Quad, c griff.Affine, p griff.Vec, reach float64, o *visual.Occluder) []drawlist.Quad {
	n := min(o.N, visual.MaxOccluderPoints)
	if n < 2 {
		return dst
	}
	pts := o.Points[:n]
	area := 0.0
	for i := range pts {
		a, b := pts[i], pts[(i+1)%n]
		area += float64(a[0]*b[1]) - float64(b[0]*a[1])
	}
	edges := n
	if n == 2 {
		edges = 1
	}
	for i := range edges {
		a, b := pts[i], pts[(i+1)%n]
		if n > 2 {
			// Outward normal of a→b for a polygon wound by area's sign (y down).
			nx, ny := b[1]-a[1], a[0]-b[0]
			if area < 0 {
				nx, ny = -nx, -ny
			}
			mx, my := (a[0]+b[0])/2-p[0], (a[1]+b[1])/2-p[1]
			if float64(nx*mx)+float64(ny*my) <= 0 {
				continue // faces the light: lit
			}
		}
		dst = edgeShadow(dst, c, p, reach, a, b)
	}
	return dst
}

// edgeShadow appends the shadow of edge a-b from a light at p: the quad from
// the edge out along the rays through its ends to where its far side is twice
// the reach from p.
func edgeShadow(dst []drawlist.Quad, c griff.Affine, p griff.Vec, reach float64, a, b griff.Vec) []drawlist.Quad {
	da, db := a.Sub(p), b.Sub(p)
	la, lb := da.Len(), db.Len()
	if !(la > 1e-9 && lb > 1e-9) {
		return dst
	}
	cosT := (float64(da[0]*db[0]) + float64(da[1]*db[1])) / float64(la*lb)
	half := math.Sqrt(max(0, (1+cosT)/2)) // cos of half the angle the edge spans
	if half < 0.1 {
		return dst // the light is (nearly) on the edge's line
	}
	far := 2 * reach / half
	if la >= far || lb >= far {
		return dst // beyond the reach
	}
	fa, fb := p.Add(da.Mul(far/la)), p.Add(db.Mul(far/lb))
	return append(dst, drawlist.Quad{Corners: [4]drawlist.Corner{
		corner(c, a[0], a[1]), corner(c, b[0], b[1]), corner(c, fb[0], fb[1]), corner(c, fa[0], fa[1])}})
}

// drawEffects adds the frame's screen effects with the given OverHUD flag.
func (r *Renderer) drawEffects(overHUD bool) {
	f := &r.f
	for _, e := range r.lighting.effects {
		if e.OverHUD != overHUD || e.Effect == visual.EffectNone {
			continue
		}
		amt := e.Shown.At(f.tick, f.blend, visual.LerpFloat)
		var params [4]float32
		params[0] = float32(amt)
		if e.Effect == visual.EffectVignette {
			params[1] = 0.5
			if e.Radius != 0 {
				params[1] = float32(e.Radius)
			}
		}
		if e.Effect != visual.EffectPixelate && !(amt > 0) {
			continue
		}
		if e.Effect == visual.EffectPixelate && !(amt > 1) {
			continue
		}
		f.list.Effect(drawlist.Effect(e.Effect), effectColor(e.Color), params)
	}
}

// effectColor returns a screen effect's colour premultiplied; opaque black for
// the zero colour.
func effectColor(c griff.Color) drawlist.Color {
	if c == (griff.Color{}) {
		return drawlist.Color{A: 1}
	}
	p := c.Premultiplied()
	return drawlist.Color{R: p.R, G: p.G, B: p.B, A: p.A}
}
