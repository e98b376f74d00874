package rendering

import (
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// LaidOut returns the number of glyphs of t's layout the renderer keeps in its
// memo, or -1 if it has none.
func LaidOut(t *visual.Text) int {
	if lay, ok := t.Memo.Note().(*textLayout); ok {
		return len(lay.glyphs)
	}
	return -1
}

// SetOnePhase makes r walk the roots in one phase however many there are (no
// flat walk), for tests comparing the two.
func SetOnePhase(r *Renderer, on bool) { r.onePhase = on }

// LocalBetween returns the local matrix r draws root e's transform with at
// blend in game g (as a Build would), or true if e is drawn as it is.
func LocalBetween(r *Renderer, g *runtime.Game, e *scenes.Entity, blend float64) (griff.Affine, bool) {
	r.f.begin(g, blend, new(drawlist.List))
	defer r.f.end()
	t := e.Transform()
	if r.f.asIs(t) {
		return griff.Affine{}, true
	}
	var m griff.Affine
	asIs := r.f.local(e, t, &griff.Identity, &m)
	return m, asIs
}

// Fused returns how many builds of r drew the world pass from a fused flat
// walk (fuse.go), and how many tried and undid one.
func Fused(r *Renderer) (held, undone uint64) { return r.fuse.fused, r.fuse.unfused }

// PlanMade returns how many builds of r made the flat walk's plan of the roots
// (plan.go) again.
func PlanMade(r *Renderer) uint64 { return r.plan.made }

// SetPlanBlind makes r keep its plan of the roots whatever the scene's
// Structure count says (but for a change in the number of roots or the first
// root), for tests showing what the count is for.
func SetPlanBlind(r *Renderer, on bool) { r.plan.blind = on }

// LocalOf returns the local matrix the flat walk draws an unmoved root's
// transform t with (localOf): t.Local()'s bits.
func LocalOf(t *scenes.Transform) griff.Affine { return localOf(t) }

// SpoilEntries overwrites every root's entry in r's flat walk (Renderer.pent)
// with a mark of a root walked in the second phase and the largest key: a
// test that an entry the next build does not write (fuse's implied) is not
// read.
func SpoilEntries(r *Renderer) {
	for i := range r.pent {
		r.pent[i] = entry{key: ^uint64(0), i: preWalk}
	}
}
