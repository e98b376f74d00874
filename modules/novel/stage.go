package novel

import (
	"strings"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/hud"
	"github.com/griffengine/griff/runtime/sounds"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// stage runs bg, show and hide; true when the story waits for the
// transition.
func (p *play) stage(in Instr) bool {
	r := p.r
	steps := in.Steps
	if r.Skip || in.With == TransNone {
		steps = 0
	}
	switch in.Op {
	case OpBg:
		r.Now.Bg = in.Name
		p.changeBg(in.Name, in.With, steps)
	case OpShow:
		p.show(in, steps)
	case OpHide:
		p.hide(in, steps)
	}
	if steps == 0 {
		return false
	}
	r.Wait, r.Busy = WaitTransition, steps
	return true
}

// changeBg shows background name: the old backdrop takes the picture left
// and fades out (over the whole dissolve, or the first half of a fade),
// the new one fades in (at once, or over the second half of a fade).
func (p *play) changeBg(name string, with Transition, steps int) {
	cur, old := p.backdrops()
	if cur == nil {
		p.g.Problems().Warn(p.e, "Novel.Reader", "no entity with a Novel.Backdrop to show the background %q on", name)
		return
	}
	cs := scenes.Get[visual.Sprite](cur)
	prev := cs.Image
	cs.Image = "assets/bg_" + name + ".png"
	cb := scenes.Get[Backdrop](cur)
	if steps == 0 || old == nil {
		*cb = Backdrop{Old: false, FromA: 1, ToA: 1}
		p.tint(&cs.Tint, 1, true)
		if old != nil {
			*scenes.Get[Backdrop](old) = Backdrop{Old: true}
			p.tint(&scenes.Get[visual.Sprite](old).Tint, 0, true)
		}
		return
	}
	os := scenes.Get[visual.Sprite](old)
	os.Image = prev
	ob := scenes.Get[Backdrop](old)
	*ob = Backdrop{Old: true, FromA: 1, ToA: 0, Steps: steps}
	*cb = Backdrop{FromA: 0, ToA: 1, Steps: steps}
	if with == TransFade {
		ob.Steps = steps / 2
		cb.Delay, cb.Steps = steps/2, steps-steps/2
	}
	p.tint(&os.Tint, 1, true)
	p.tint(&cs.Tint, 0, true)
}

// backdrops returns the current and the old backdrop entities (nil if none).
func (p *play) backdrops() (cur, old *scenes.Entity) {
	for e, b := range scenes.All[Backdrop](p.g.Scene()) {
		if b.Old && old == nil {
			old = e
		} else if !b.Old && cur == nil {
			cur = e
		}
	}
	return cur, old
}

// actor returns the entity of character id, warning once if there is none.
func (p *play) actor(in Instr) (*scenes.Entity, *Actor) {
	for e, a := range scenes.All[Actor](p.g.Scene()) {
		if a.Character == in.Who {
			return e, a
		}
	}
	p.warn(in, "no entity with a Novel.Actor for the character %q", in.Who)
	return nil, nil
}

// show shows, changes or moves a character.
func (p *play) show(in Instr, steps int) {
	e, a := p.actor(in)
	if e == nil {
		return
	}
	w := p.width()
	i := p.castIndex(in.Who)
	sp := scenes.Get[visual.Sprite](e)
	if sp != nil {
		sp.Image = "assets/" + in.Who + "_" + in.Name + ".png"
	}
	if i < 0 {
		at := in.At
		if at == 0 {
			at = 0.5
		}
		p.r.Now.Cast = append(p.r.Now.Cast, Shown{ID: in.Who, Expr: in.Name, At: at})
		x := float64(at * w)
		*a = Actor{Character: a.Character, Y: a.Y, FromX: x, ToX: x, FromA: 0, ToA: 1, Steps: steps}
		if in.With == TransSlide {
			a.FromX, a.FromA = edge(at, w), 1
		}
		p.place(e, a, true)
		return
	}
	s := &p.r.Now.Cast[i]
	s.Expr = in.Name
	if in.At != 0 && in.At != s.At {
		from := float64(s.At * w)
		s.At = in.At
		*a = Actor{Character: a.Character, Y: a.Y, FromX: from, ToX: float64(s.At * w), FromA: 1, ToA: 1, Steps: steps}
		p.place(e, a, steps == 0)
	}
}

// hide hides a character.
func (p *play) hide(in Instr, steps int) {
	i := p.castIndex(in.Who)
	if i < 0 {
		p.warn(in, "hide %s: the character is not shown", in.Who)
		return
	}
	at := p.r.Now.Cast[i].At
	p.r.Now.Cast = append(p.r.Now.Cast[:i], p.r.Now.Cast[i+1:]...)
	e, a := p.actor(in)
	if e == nil {
		return
	}
	x := float64(at * p.width())
	*a = Actor{Character: a.Character, Y: a.Y, FromX: x, ToX: x, FromA: 1, ToA: 0, Steps: steps}
	if in.With == TransSlide {
		a.ToX, a.ToA = edge(at, p.width()), 1
	}
	p.place(e, a, steps == 0)
}

// edge is where a character slides in from or out to: past the nearest
// side of the stage, by a fifth of its width.
func edge(at, w float64) float64 {
	if at < 0.5 {
		return -0.2 * w
	}
	return 1.2 * w
}

// castIndex returns the index of character id in the cast, or -1.
func (p *play) castIndex(id string) int {
	for i, s := range p.r.Now.Cast {
		if s.ID == id {
			return i
		}
	}
	return -1
}

// width returns the stage's width.
func (p *play) width() float64 {
	if p.r.Width > 0 {
		return p.r.Width
	}
	return 480
}

// frac returns how far step is into steps, 0 to 1 (1 with no steps).
func frac(step, steps int) float64 {
	if steps <= 0 || step >= steps {
		return 1
	}
	return float64(step) / float64(steps)
}

// lerp mixes a and b by t, rounded before the add (no fused multiply-add).
func lerp(a, b, t float64) float64 { return a + float64((b-a)*t) }

// place puts an actor where its transition is; snap places it without
// drawing the move between steps.
func (p *play) place(e *scenes.Entity, a *Actor, snap bool) {
	t := frac(a.Step, a.Steps)
	pos := griff.V(lerp(a.FromX, a.ToX, t), a.Y)
	if snap {
		e.Transform().Teleport(pos)
	} else {
		e.Transform().SetPosition(pos)
	}
	if sp := scenes.Get[visual.Sprite](e); sp != nil {
		p.tint(&sp.Tint, lerp(a.FromA, a.ToA, t), snap)
	}
}

// tint sets a sprite's opacity (white otherwise: the zero colour would mean
// opaque white, so a transparent one keeps R, G and B at 1).
func (p *play) tint(s *visual.Smoothed[griff.Color], alpha float64, snap bool) {
	c := griff.RGBA(1, 1, 1, float32(alpha))
	if snap {
		s.Snap(c)
		return
	}
	s.Set(p.g.Clock().Tick(), c)
}

// stageStep moves every transition on by a step, marking the actors and
// backdrops that move (read-only otherwise: scenes' Change marks).
func (p *play) stageStep() {
	for e, a := range scenes.AllRead[Actor](p.g.Scene()) {
		if a.Steps > 0 && a.Step < a.Steps {
			e.MarkChanged()
			a.Step++
			p.place(e, a, false)
		}
	}
	for e, b := range scenes.AllRead[Backdrop](p.g.Scene()) {
		if b.Delay > 0 {
			e.MarkChanged()
			b.Delay--
			continue
		}
		if b.Steps > 0 && b.Step < b.Steps {
			e.MarkChanged()
			b.Step++
			if sp := scenes.Get[visual.Sprite](e); sp != nil {
				p.tint(&sp.Tint, lerp(b.FromA, b.ToA, frac(b.Step, b.Steps)), false)
			}
		}
	}
}

// snapStage ends every transition and puts the stage as Now says, at once:
// after a skipped transition and a rollback.
func (p *play) snapStage() {
	w := p.width()
	for e, a := range scenes.All[Actor](p.g.Scene()) {
		*a = Actor{Character: a.Character, Y: a.Y}
		if i := p.castIndex(a.Character); i >= 0 {
			s := p.r.Now.Cast[i]
			a.FromX, a.ToX, a.FromA, a.ToA = float64(s.At*w), float64(s.At*w), 1, 1
			if sp := scenes.Get[visual.Sprite](e); sp != nil {
				sp.Image = "assets/" + s.ID + "_" + s.Expr + ".png"
			}
		}
		p.place(e, a, true)
	}
	cur, old := p.backdrops()
	if old != nil {
		*scenes.Get[Backdrop](old) = Backdrop{Old: true}
		p.tint(&scenes.Get[visual.Sprite](old).Tint, 0, true)
	}
	if cur != nil && p.r.Now.Bg != "" {
		*scenes.Get[Backdrop](cur) = Backdrop{FromA: 1, ToA: 1}
		sp := scenes.Get[visual.Sprite](cur)
		sp.Image = "assets/bg_" + p.r.Now.Bg + ".png"
		p.tint(&sp.Tint, 1, true)
	}
}

// find returns the scene's first entity named name (def when name is ""),
// or nil; the caller says whether that is a mistake.
func (p *play) find(name, def string) *scenes.Entity {
	if name == "" {
		name = def
	}
	for e := range p.g.Scene().Walk() {
		if e.Name() == name {
			return e
		}
	}
	return nil
}

// typewriter returns the say box's typewriter, or nil, marking its entity
// changed (for a line shown).
func (p *play) typewriter() *hud.Typewriter {
	if e := p.find(p.r.TextBox, "SayText"); e != nil {
		return scenes.Get[hud.Typewriter](e)
	}
	return nil
}

// readTypewriter returns the say box's typewriter and its entity, or nils,
// for reading: a caller marks the entity before it writes the typewriter.
func (p *play) readTypewriter() (*scenes.Entity, *hud.Typewriter) {
	if e := p.find(p.r.TextBox, "SayText"); e != nil {
		if tw := scenes.Read[hud.Typewriter](e); tw != nil {
			return e, tw
		}
	}
	return nil, nil
}

// choicePanel returns the choice panel's name.
func (p *play) choicePanel() string {
	if p.r.ChoicePanel != "" {
		return p.r.ChoicePanel
	}
	return "Choices"
}

// displayName returns a character's name as the name box shows it.
func (p *play) displayName(id string) string {
	if c := p.st.Character(id); c != nil {
		return c.Name
	}
	return id
}

// showLine puts the line showing in the say box; whole shows it at once.
func (p *play) showLine(whole bool) {
	r := p.r
	if e := p.find(r.NameBox, "SayName"); e != nil {
		if t := scenes.Get[visual.Text](e); t != nil {
			t.Text = p.displayName(r.Now.Speaker)
			t.Color = griff.White
			if c := p.st.Character(r.Now.Speaker); c != nil && c.Color != "" {
				t.Color, _ = griff.Hex(c.Color) // checked by Parse
			}
		}
	}
	tw := p.typewriter()
	if tw == nil {
		p.g.Problems().Warn(p.e, "Novel.Reader", "no entity %q with a Griff.HudTypewriter to show the story's lines on", orStr(r.TextBox, "SayText"))
		return
	}
	tw.Text = escapeTags(r.Now.Text)
	tw.Rate = p.textRate()
	tw.Skip = "-"
	tw.Done, tw.Of = false, "" // starts again even when the text is the same
	tw.Skipped = whole || r.Skip
}

// escapeTags writes a story's text for a typewriter: brackets are text, not
// tags, and a leading "@" is not a string-table row.
func escapeTags(s string) string {
	s = strings.ReplaceAll(s, "[", "[[")
	if strings.HasPrefix(s, "@") {
		s = "\u200b" + s
	}
	return s
}

// showMenu opens the choice panel with an option on each of its first
// widgets (the rest hidden), focusing the first.
func (p *play) showMenu(texts []string) {
	pe := p.find(p.r.ChoicePanel, "Choices")
	pn, ok := runtime.LookupService[ui.IPanels](p.g)
	if pe == nil || !ok {
		p.g.Problems().Warn(p.e, "Novel.Reader", "no choice panel %q to show a choice on", p.choicePanel())
		return
	}
	n := 0
	for _, c := range pe.Children() {
		w := scenes.Get[ui.Widget](c)
		if w == nil {
			continue
		}
		c.SetActive(n < len(texts))
		if n < len(texts) {
			w.Label, w.Action = texts[n], "choice:"+itoa(n)
			if n == 0 {
				scenes.Get[ui.Panel](pe).Focus = c.ID()
			}
		}
		n++
	}
	if n < len(texts) {
		p.g.Problems().Warn(p.e, "Novel.Reader", "the choice panel %q has %d buttons for %d options", p.choicePanel(), n, len(texts))
	}
	pn.Open(p.choicePanel())
}

// showBacklog opens or closes the backlog panel (the entity named Backlog,
// a runtime/ui panel) and writes its last lines, oldest first, into the
// first of its children with a Griff.Text.
func (p *play) showBacklog() {
	e := p.find(p.r.Backlog, "Backlog")
	pn, ok := runtime.LookupService[ui.IPanels](p.g)
	if e == nil || !ok || scenes.Get[ui.Panel](e) == nil {
		p.r.BacklogOpen = false
		return
	}
	name := scenes.Get[ui.Panel](e).Name
	if !p.r.BacklogOpen {
		pn.Close(name)
		return
	}
	lines := p.r.Lines[max(len(p.r.Lines)-12, 0):]
	var b strings.Builder
	for _, l := range lines {
		if l.Speaker != "" {
			b.WriteString(l.Speaker + ": ")
		}
		b.WriteString(l.Text + "\n")
	}
	for _, c := range e.Children() {
		if t := scenes.Get[visual.Text](c); t != nil {
			t.Text = b.String()
			break
		}
	}
	pn.Open(name)
}

// showMusic gives the music entity's player the story's track.
func (p *play) showMusic() {
	e := p.find(p.r.Music, "Music")
	if e == nil {
		return
	}
	if m := scenes.Get[sounds.MusicPlayer](e); m != nil {
		if p.r.Now.Music == "" {
			m.Track = ""
		} else {
			m.Track = assetPath(p.r.Now.Music)
		}
		e.SetActive(p.r.Now.Music != "")
	}
}

// orStr returns s, or def when s is "".
func orStr(s, def string) string {
	if s == "" {
		return def
	}
	return s
}
