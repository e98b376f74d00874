package rendering

import (
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// rootPlan is what the flat walk's first phase (flat.go) found each root to
// be when it last looked at the roots' entities: a plain sprite (its
// transform and sprite), a root drawing nothing, or one the second phase
// walks. It depends only on the scene's shape (which roots, in which order,
// active or not, with which components, with children or not:
// scenes.Scene.Structure counts its changes) and on the component types the
// renderer knows to draw nothing (Renderer.plain and plains). While those
// are as they were, the walk reads a root's entry instead of its entity, its
// list of components and each component's type: the entries are read in
// order, 16 bytes a root, and a plain sprite's transform and sprite straight
// through them.
//
// What a sprite draws (its image, region, colours, order) is not in the plan:
// the walk reads it from the sprite each frame, as a sprite's fields are set
// directly, with no count of their changes. The image note check (plainOf)
// stays per frame too.
type rootPlan struct {
	ok      bool
	scene   *scenes.Scene
	shape   uint64         // scene.Structure() when made
	first   *scenes.Entity // the first root when made
	n       int            // the number of roots when made
	plain   *scenes.ComponentType
	nplains int
	ents    []planEntry // by root
	made    uint64      // how many builds made it again (for tests)
	blind   bool        // keep it whatever Structure says (tests: what the count is for)
}

// planEntry is a root's entry in the plan: s is its sprite if it is a plain
// sprite, nil if it draws nothing (inactive, or no drawable), notPlain if the
// second phase walks it; t is its transform (nil unless s is a sprite).
type planEntry struct {
	t *scenes.Transform
	s *visual.Sprite
}

// startPlan keeps the plan if it holds for scene s's roots, or else sets it up
// to be made again by this walk's first phase (each chunk writes its roots'
// entries; walkRoots marks it made once every chunk has). It reports whether
// the plan was kept.
func (r *Renderer) startPlan(s *scenes.Scene, roots []*scenes.Entity) bool {
	p := &r.plan
	shape := s.Structure()
	if p.ok && p.scene == s && (p.shape == shape || p.blind) && p.n == len(roots) && p.first == roots[0] &&
		p.plain == r.plain && p.nplains == r.nplains {
		return true
	}
	p.ok, p.scene, p.shape, p.n, p.first = false, s, shape, len(roots), roots[0]
	p.plain, p.nplains = r.plain, r.nplains
	if cap(p.ents) < len(roots) {
		p.ents = make([]planEntry, len(roots))
	}
	p.ents = p.ents[:len(roots)]
	p.made++
	return false
}

// planOf returns root e's plan entry as the scene is now.
func (r *Renderer) planOf(e *scenes.Entity) planEntry {
	if !e.Active() {
		return planEntry{}
	}
	s := r.plainSprite(e)
	if s == nil || s == notPlain {
		return planEntry{s: s}
	}
	return planEntry{t: e.Transform(), s: s}
}

// forgetPlan drops the plan and what it holds of the scene.
func (r *Renderer) forgetPlan() {
	p := &r.plan
	clear(p.ents)
	p.ok, p.scene, p.first, p.ents = false, nil, nil, p.ents[:0]
}
