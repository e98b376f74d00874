package novel

import (
	"io/fs"
	"strconv"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/saves"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
)

// StepNovel is the novel system's step: it reads the player's input, moves
// the stage's transitions and runs the story. It runs right after the UI's
// step (runtime/ui.StepUI), so a choice made on this step's menu is read at
// once, and as gameplay: a panel that pauses the game (the title menu) stops
// the story.
var StepNovel = runtime.NewStep("Novel")

// QuickSlot is the save slot of quick save and quick load.
const QuickSlot = "quick"

// system is the novel system. None of its fields is game state (see the
// package documentation): the stories read, the rollback ring of whole-game
// snapshots, the lines read (the player's, kept in the saves store), the
// picture of the stage the slot screen was opened over and the network's
// commands.
type system struct {
	stories    map[string]*Story `griff:"-"` // a cache: the stories read, by path
	ring       *runtime.Timeline `griff:"-"` // rollback: a snapshot of the game at each line shown
	marks      []lineMark        `griff:"-"` // which line each snapshot in ring is of, oldest first
	live       []byte            `griff:"-"` // the input state just before a rollback (input.State.AppendBinary), put back after it
	read       []string          `griff:"-"` // the lines read, sorted (readKey): the player's, not the game's
	readLoaded bool              `griff:"-"` // read was read from the saves store
	readDirty  bool              `griff:"-"` // read changed this step: written at its end
	shot       []byte            `griff:"-"` // the PNG of the stage as the slot screen opened, or nil
	pics       map[string]string `griff:"-"` // the slots' pictures as the renderer reads them (runtime.Screen.Show), by slot
	game       *runtime.Game     `griff:"-"` // the game (a link)
	link       netLink           `griff:"-"` // the network's commands (net.go)
	prefs      prefsState        `griff:"-"` // the player's preferences (prefs.go): the machine's, not the game's
}

// Systems returns a new novel system for one game. A project naming "novel"
// in its modules gets it from the host.
func Systems() []runtime.System { return []runtime.System{&system{}} }

// Name returns "Novel".
func (s *system) Name() string { return "Novel" }

// Setup adds StepNovel after the UI's step. It keeps running while the
// gameplay is paused, for the preferences panel (which pauses); the story
// itself waits.
func (s *system) Setup(g *runtime.Game) error {
	s.stories = map[string]*Story{}
	s.game = g
	g.AddStep(StepNovel, runtime.After(ui.StepUI), s.step)
	g.KeepRunning(StepNovel)
	return nil
}

// story returns the story file at path, read once per game; a story that
// cannot be read or has mistakes warns once per problem in the problem log
// (file:line:col) and plays what read. nil if the file cannot be read.
func (s *system) story(g *runtime.Game, e *scenes.Entity, path string) *Story {
	if st, ok := s.stories[path]; ok {
		return st
	}
	s.stories[path] = nil
	fsys, ok := runtime.LookupService[fs.FS](g)
	if !ok {
		g.Problems().Warn(e, "Novel.Reader", "no game folder to read the story %q from (a game made in code reads none)", path)
		return nil
	}
	src, err := fs.ReadFile(fsys, path)
	if err != nil {
		g.Problems().Warn(e, "Novel.Reader", "reading the story: %v", err)
		return nil
	}
	st, probs := Parse(path, src)
	for _, p := range probs {
		g.Problems().Warn(e, "Novel.Reader", "%v", p)
	}
	s.stories[path] = st
	return st
}

// step runs every active Reader; the players' commands (net.go) go to the
// first. A Reader is read, and marked changed when the step changed it
// (marks.go).
func (s *system) step(g *runtime.Game) {
	for e, r := range scenes.ActiveRead[Reader](g.Scene()) { // read only
		s.preferences(g, e, r) // the first Reader's panel: the machine's own
		break
	}
	if g.GameplayPaused() {
		return
	}
	if s.link.client() {
		s.sendLocal(g) // the host plays; its story comes back in snapshots
		return
	}
	first := true
	for e, r := range scenes.ActiveRead[Reader](g.Scene()) {
		rem := remote{option: -1}
		if first {
			rem, first = s.takeQueued(e, r), false
		}
		st := s.story(g, e, r.Story)
		if st == nil {
			continue
		}
		was := *r
		p := &play{s: s, g: g, e: e, r: r, st: st, rem: rem}
		p.step()
		if e.Alive() && !sameReader(&was, r) {
			e.MarkChanged()
		}
	}
	s.link.queue = s.link.queue[:0]
}

// play is one Reader's step: what it needs, passed along.
type play struct {
	s   *system
	g   *runtime.Game
	e   *scenes.Entity
	r   *Reader
	st  *Story
	rem remote // what players asked through the network this step
}

// warn reports a mistake of the story at instruction in.
func (p *play) warn(in Instr, format string, args ...any) {
	p.g.Problems().Warn(p.e, "Novel.Reader", "%s:%d:%d: %s", p.st.Name, in.Line, in.Col, sprintf(format, args...))
}

// pressed reports whether local player 0 pressed action this step, or (skip
// and auto) a player asked for it through the network.
func (p *play) pressed(action string) bool {
	return p.g.Input().Pressed(0, action) || (action == ActionSkip && p.rem.skip) || (action == ActionAuto && p.rem.auto)
}

// step reads the input and moves the story on.
func (p *play) step() {
	r := p.r
	if !r.Started {
		r.Started = true
		start := r.Start
		if start == "" {
			start = "start"
		}
		at, ok := p.st.Labels[start]
		if !ok {
			p.g.Problems().Warn(p.e, "Novel.Reader", "%s has no label %q to start at", p.st.Name, start)
			r.Ended = true
			return
		}
		r.PC = at
		p.run()
		return
	}
	p.stageStep()
	if r.Ended {
		return
	}
	if p.controls() {
		return
	}
	switch r.Wait {
	case WaitTransition:
		if r.Busy--; r.Busy <= 0 || r.Skip || p.pressed(ActionAdvance) { // a click ends it, as in Ren'Py
			r.Busy = 0
			p.snapStage()
			p.run()
		}
	case WaitLine:
		p.waitLine()
	case WaitMenu:
		p.waitMenu()
	}
}

// controls handles the modes, the backlog, rollback and saves; true when
// the step is spent (the backlog is open, a rollback was made).
func (p *play) controls() bool {
	r := p.r
	if p.slotControls() {
		return true
	}
	if p.pressed(ActionBacklog) {
		r.BacklogOpen = !r.BacklogOpen
		p.showBacklog()
	}
	if r.BacklogOpen {
		if p.pressed(ActionAdvance) || p.pressed(ActionBack) {
			r.BacklogOpen = false
			p.showBacklog()
		}
		return true
	}
	if p.pressed(ActionSkip) {
		r.Skip, r.Auto, r.Waited = !r.Skip, false, 0
	}
	if p.pressed(ActionAuto) {
		r.Auto, r.Skip, r.Waited = !r.Auto, false, 0
	}
	if _, ok := saves.Of(p.g); ok {
		if p.pressed(ActionQuickSave) {
			p.saveSlot(QuickSlot)
		}
		if p.pressed(ActionQuickLoad) {
			p.loadSlot(QuickSlot) // nothing before the first quick save, as in Ren'Py
		}
	}
	if p.pressed(ActionRollback) {
		return p.wholeRollback() || p.rollback()
	}
	return false
}

// waitLine finishes, skips or advances the line showing.
func (p *play) waitLine() {
	r := p.r
	te, tw := p.readTypewriter()
	done := tw == nil || tw.Done
	r.Waited++
	switch {
	case r.Skip && !p.skipUnread() && !p.isRead(r.Now.LineID):
		r.Skip = false // skipping stops at the first unread line
	case r.Skip:
		if r.Waited >= orInt(r.SkipSteps, 3) {
			p.advance()
		}
		return
	}
	if p.pressed(ActionAdvance) || p.rem.advance {
		if !done {
			if !tw.Skipped {
				te.MarkChanged()
				tw.Skipped = true
			}
			return
		}
		p.advance()
		return
	}
	if !done {
		r.Waited = 0
		return
	}
	if r.Auto && r.Waited >= p.autoSteps() {
		p.advance()
	}
}

// autoSteps is how many steps auto-advance waits after a line is whole.
func (p *play) autoSteps() int {
	d := int64(p.autoDelay()) + int64(len([]rune(p.r.Now.Text)))*orDur(p.r.AutoPerChar, 30e6)
	return int(d * int64(p.g.Clock().StepRate()) / 1e9)
}

// advance leaves the line showing, marking it read.
func (p *play) advance() {
	p.markRead(p.r.Now.LineID)
	p.run()
}

// waitMenu reads the option chosen on the choice panel.
func (p *play) waitMenu() {
	pn, ok := runtime.LookupService[ui.IPanels](p.g)
	if !ok {
		return
	}
	if n := p.rem.option; n >= 0 && n < len(p.r.Options) {
		p.choose(pn, n)
		return
	}
	for _, c := range pn.Chosen() {
		n, ok := cutInt(c.Action, "choice:")
		if !ok || c.Panel != p.choicePanel() || n < 0 || n >= len(p.r.Options) {
			continue
		}
		p.choose(pn, n)
		return
	}
}

// choose takes option n of the menu showing.
func (p *play) choose(pn ui.IPanels, n int) {
	pn.Close(p.choicePanel())
	p.r.PC = p.r.Options[n]
	p.r.Options = nil
	p.run()
}

// cutInt reads the integer after prefix in s.
func cutInt(s, prefix string) (int, bool) {
	if len(s) <= len(prefix) || s[:len(prefix)] != prefix {
		return 0, false
	}
	n, err := strconv.Atoi(s[len(prefix):])
	return n, err == nil
}

// orInt returns v, or def when v is 0 or less.
func orInt(v, def int) int {
	if v <= 0 {
		return def
	}
	return v
}

// orDur returns d in nanoseconds, or def when d is 0 or less.
func orDur[D ~int64](d D, def int64) int64 {
	if d <= 0 {
		return def
	}
	return int64(d)
}
