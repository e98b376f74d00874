package rendering

import (
	"fmt"
	"math"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// frame is the frame being built: what Build was handed and what it worked out
// for this frame alone, and, while a drawable draws, which one it is. It is the
// visual.Sink drawables draw into; what it draws goes into the renderer's
// buffers, and assets come from the renderer's caches.
type frame struct {
	r        *Renderer
	build    uint64 // the renderer's count of Build calls, this one included
	list     *drawlist.List
	problems *scenes.Problems
	tick     griff.Tick
	now      time.Duration // game time (runtime.Clock.Now), for animated tiles
	blend    float64
	jumpAll  bool    // everything is drawn as it is: the scene came in on this step
	bigMove2 float64 // squared world distance above which a move is a jump
	hudMove2 float64 // the same for what is pinned to the screen, in pixels²
	minMove2 float64 // the smaller of the two

	// The drawable drawing, set by draw.
	e     *scenes.Entity
	d     visual.Drawable
	m     griff.Affine // e's interpolated world transform (identity for a visual.WorldPlaced)
	keyY  float64      // e's interpolated world y, for the sort key
	keyed bool         // key and hud are d's: set by the first add
	key   uint64       // d's sort key
	hud   bool
	par   uint16 // the parallax setting of e's entries (Renderer.pars)

	textEntity *scenes.Entity // the entity of the text being laid out, or nil
}

var _ visual.Sink = (*frame)(nil)

// begin sets the frame up for game g at blend into list.
func (f *frame) begin(g *runtime.Game, blend float64, list *drawlist.List) {
	r := f.r
	f.build = r.builds
	f.list = list
	f.problems = g.Problems()
	f.tick = g.Clock().Tick()
	f.now = time.Duration(g.Clock().Now())
	f.blend = min(1, blend)
	if !(f.blend >= 0) { // negative or NaN
		f.blend = 0
	}
	if s := g.Scene(); s != r.scene {
		r.scene, r.sceneTick = s, f.tick
		r.forgetPlan() // hold nothing of the scene before
	}
	f.jumpAll = f.tick == r.sceneTick
	// The HUD is in screen pixels; the world is seen through the first active
	// camera's view (its viewport's smaller side over its zoom), or the whole
	// screen at one pixel a unit.
	scr := r.opts.Screen
	q := float64(min(scr.X, scr.Y)) / 4
	f.hudMove2 = float64(q * q)
	f.bigMove2 = f.hudMove2
	for _, c := range scenes.ActiveRead[visual.Camera](g.Scene()) {
		if vp, _, ok := r.viewport(c); ok {
			q = float64(min(vp.W, vp.H)) / c.ZoomAt(f.tick, f.blend) / 4
			f.bigMove2 = float64(q * q)
			break
		}
	}
	f.minMove2 = min(f.hudMove2, f.bigMove2)
}

// end forgets what the frame referred to, so the renderer keeps nothing of the
// game alive between frames.
func (f *frame) end() {
	*f = frame{r: f.r}
}

// draw has drawable d of entity e, whose interpolated world transform is m,
// draw into the frame.
func (f *frame) draw(e *scenes.Entity, m griff.Affine, d visual.Drawable) {
	f.e, f.d, f.m, f.keyed, f.keyY = e, d, m, false, m.Y
	if w, ok := d.(visual.WorldPlaced); ok && w.WorldPlaced() {
		f.m = griff.Identity // what it draws is in world units already
	}
	d.Draw(f)
}

// add records an entry of kind for record i, drawn by the drawable drawing.
// own is the DrawOrder of the value drawn and self whether that value is the
// drawable itself (a Sprite component drawing itself): then own is the
// drawable's order, and asking the drawable for it is spared.
func (f *frame) add(kind entryKind, i int, own *visual.DrawOrder, self bool) {
	if !f.keyed {
		o := own
		if !self {
			o = f.d.Order()
		}
		f.key, f.hud, f.keyed = o.SortKey(f.keyY), o.HUD, true
	}
	r := f.r
	r.addEntry(f.key, int32(i), kind, f.hud, f.par)
	if f.hud {
		r.hudEntries++
	}
	if kind != kindSprite {
		r.others++
	}
}

// component returns the saved name of the component drawing, for problems.
func (f *frame) component() string { return componentName(f.d) }

// componentName returns the saved name of component d, or its Go type if it
// is not registered.
func componentName(d visual.Drawable) string {
	if ct := scenes.TypeOfValue(d); ct != nil {
		return ct.Name()
	}
	return fmt.Sprintf("%T", d)
}

// Entity returns the entity being drawn.
func (f *frame) Entity() *scenes.Entity { return f.e }

// Tick returns the last step taken.
func (f *frame) Tick() griff.Tick { return f.tick }

// Blend returns how far the frame is between the last two steps, 0..1.
func (f *frame) Blend() float64 { return f.blend }

// local sets *m to the local transform to draw t with, under parent (the
// parent's interpolated world matrix), or returns true if that is t's local
// transform as it is (*m is then unchanged) (no interpolation: the caller uses the transform's
// cached world matrix, or its local one). A transform that moved during the
// last step is drawn between its previous and current values, unless it jumped:
// teleported, added or reparented (scenes.Transform.Jumped), on the step its
// scene came in on, turned by more than 90 degrees, flipped (a scale changed
// sign), or moved further than a quarter of the view's smaller side (for an
// entity drawn on the HUD, a quarter of the screen's smaller side in pixels).
// The caller has asked asIs (false) first.
//
// The transform drawn is griff.TRS of the position and scale between
// (griff.Lerp) and the rotation between, previous + blend × the turn (the
// difference taken modulo 2π, math.Remainder). A transform that did not turn
// (the common case) takes a shorter way to the same bits: its rotation between
// is its rotation now, so the sine and cosine are those of t's local matrix (or
// 0 and 1 unrotated) and only the position and scale are interpolated.
func (f *frame) local(e *scenes.Entity, t *scenes.Transform, parent, m *griff.Affine) bool {
	pp, pr, ps := t.Previous()
	cp, cr, cs := t.Position(), t.Rotation(), t.Scale()
	if (ps[0] < 0) != (cs[0] < 0) || (ps[1] < 0) != (cs[1] < 0) {
		return true
	}
	dr := cr - pr
	if dr != 0 { // math.Remainder(±0, 2π) is ±0: spare the call
		dr = math.Remainder(dr, 2*math.Pi)
		if math.Abs(dr) > math.Pi/2 {
			return true
		}
	}
	// d2 is the squared length of the move seen through parent. Under the
	// identity (a root of the flat walk) that is the move's own when finite:
	// 1×x + 0×y is x but for the sign of a zero, which squaring drops.
	dx, dy := cp[0]-pp[0], cp[1]-pp[1]
	d2 := float64(dx*dx) + float64(dy*dy)
	if parent != &griff.Identity || !(d2 <= math.MaxFloat64) {
		d := parent.ApplyVector(griff.Vec{dx, dy})
		d2 = float64(d[0]*d[0]) + float64(d[1]*d[1])
	}
	if d2 > f.minMove2 {
		limit := f.bigMove2
		if onHUD(e) {
			limit = f.hudMove2
		}
		if d2 > limit {
			return true
		}
	}
	b := f.blend
	pos := griff.Lerp(pp, cp, b)
	if dr == 0 {
		// Not turned: cr - pr is 0 only for equal finite rotations, and the
		// blend is finite, so the rotation between, pr + 0×b, equals cr (±0
		// both give griff.TRS's exact 0 and 1).
		scale := griff.Lerp(ps, cs, b)
		switch {
		case cr == 0:
			// Unrotated: the products t.Local() makes of its sine 0 and
			// cosine 1 (see localOf), with the scale between. Its numbers
			// are passed (see unrotatedXY).
			*m = unrotatedXY(scale[0], scale[1])
		case sameBits(&scale, &cs):
			// Scaled as it is now (a move alone): t's local matrix, whose
			// sine and cosine the scene keeps, with the position between
			// (the same products of the same bits).
			*m = t.Local()
		default:
			*m = griff.TRS(pos, cr, scale)
		}
		m.X, m.Y = pos[0], pos[1]
		return false
	}
	*m = griff.TRS(pos, pr+float64(dr*b), griff.Lerp(ps, cs, b))
	return false
}

// unrotated returns griff.TRS of the origin, rotation 0 and scale, with the
// same products (sine 0, cosine 1), so the same bits.
func unrotated(scale griff.Vec) griff.Affine { return unrotatedXY(scale[0], scale[1]) }

// unrotatedXY is unrotated of the scale (sx, sy). It takes numbers for a
// scale just worked out (a Lerp's): passing that Vec on copied it by one
// 16-byte load from the two 8-byte stores that wrote it, which the processor
// cannot forward from the stores, and so waits for them to be written.
func unrotatedXY(sx, sy float64) griff.Affine {
	s, c := 0.0, 1.0
	return griff.Affine{
		A: float64(c * sx), B: float64(s * sx),
		C: float64(-s * sy), D: float64(c * sy),
	}
}

// sameBits reports whether a and b are the same bits (so that products with
// them are too: 0 and -0 are equal but give products of other signs).
// They are passed by address: a copy of scale, just written by two 8-byte
// stores, was one 16-byte load that waited for them (see unrotatedXY).
func sameBits(a, b *griff.Vec) bool {
	return math.Float64bits(a[0]) == math.Float64bits(b[0]) && math.Float64bits(a[1]) == math.Float64bits(b[1])
}

// asIs reports whether t is drawn as it is for a reason that needs no look at
// its values (see local): the walk asks it first, inline, so most entities of a
// still scene, or of a frame at blend 1, cost no call.
func (f *frame) asIs(t *scenes.Transform) bool {
	return f.jumpAll || f.blend >= 1 || !t.Moved() || t.Jumped()
}

// onHUD reports whether e draws on the HUD: whether its first drawable is
// pinned to the screen. Its moves are then measured against the screen, in
// pixels, rather than the world view.
func onHUD(e *scenes.Entity) bool {
	for _, c := range e.ReadComponents() {
		if d, ok := c.(visual.Drawable); ok {
			return d.Order().HUD
		}
	}
	return false
}
