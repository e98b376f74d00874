package novel

import (
	"slices"
	"strconv"
	"strings"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/sounds"
	"github.com/griffengine/griff/runtime/ui"
)

// run runs the story from PC until it shows a line or a menu, waits for a
// transition, or ends.
func (p *play) run() {
	r := p.r
	p.e.MarkChanged() // the statements write the Reader's slices in place (marks.go)
	r.Wait, r.Waited = WaitNone, 0
	for n := 0; ; n++ {
		if r.PC < 0 || r.PC >= len(p.st.Code) {
			r.Ended = true
			return
		}
		if n >= MaxRun {
			p.warn(p.st.Code[r.PC], "the story ran %d statements without a line or a choice (a jump in a circle?); it ends here", MaxRun)
			r.Ended = true
			return
		}
		in := p.st.Code[r.PC]
		r.PC++
		if p.exec(in) {
			return
		}
	}
}

// exec runs one instruction; true when the story now waits (or ended).
func (p *play) exec(in Instr) bool {
	r := p.r
	switch in.Op {
	case OpSay:
		p.say(in)
		return true
	case OpMenu:
		return p.menu(in)
	case OpGoto:
		r.PC = in.Target
	case OpIfNot:
		if !in.Cond.Holds(p.flag(in.Cond.Flag)) {
			r.PC = in.Target
		}
	case OpSet:
		p.set(in)
	case OpBg, OpShow, OpHide:
		return p.stage(in)
	case OpMusic:
		r.Now.Music = in.Name
		p.showMusic()
	case OpSound:
		if !r.Skip {
			if s, ok := runtime.LookupService[sounds.Sounds](p.g); ok {
				s.Play(assetPath(in.Name), sounds.CueOptions{})
			}
		}
	case OpEnd:
		r.Ended = true
		return true
	}
	return false
}

// assetPath is where a story's sound or music name is: a synthesized sound
// ("synth:...") as it is, a file under assets/.
func assetPath(name string) string {
	if strings.HasPrefix(name, sounds.SynthPrefix) {
		return name
	}
	return "assets/" + name
}

// say shows a line: the say box, the backlog and a rollback moment.
func (p *play) say(in Instr) {
	r := p.r
	r.Wait = WaitLine
	r.Now.Speaker, r.Now.Text, r.Now.LineID = in.Who, in.Text, in.ID
	r.Now.Said++
	r.Now.PC = r.PC - 1
	r.Now.Step = p.g.Clock().Tick()
	r.Lines = append(r.Lines, Said{Speaker: p.displayName(in.Who), Text: in.Text})
	if len(r.Lines) > MaxBacklog {
		r.Lines = slices.Delete(r.Lines, 0, len(r.Lines)-MaxBacklog)
	}
	m := r.Now
	m.Flags, m.Cast = slices.Clone(r.Now.Flags), slices.Clone(r.Now.Cast)
	r.History = append(r.History, m)
	if len(r.History) > MaxRollback {
		r.History = slices.Delete(r.History, 0, len(r.History)-MaxRollback)
	}
	p.recordLine(m)
	p.showLine(false)
}

// menu shows a choice menu of the options whose conditions hold; a menu with
// none warns and the story ends.
func (p *play) menu(in Instr) bool {
	r := p.r
	r.Options = r.Options[:0]
	var texts []string
	for _, o := range in.Options {
		if o.Cond.Holds(p.flag(o.Cond.Flag)) {
			r.Options = append(r.Options, o.Target)
			texts = append(texts, o.Text)
		}
	}
	if len(texts) == 0 {
		p.warn(in, "no option of this choice is open; the story ends here")
		r.Ended = true
		return true
	}
	r.Wait, r.Skip = WaitMenu, false
	p.showMenu(texts)
	return true
}

// flag returns a flag's value (0 if never set).
func (p *play) flag(name string) int64 {
	i, ok := slices.BinarySearchFunc(p.r.Now.Flags, name, func(f Flag, n string) int { return strings.Compare(f.Name, n) })
	if !ok {
		return 0
	}
	return p.r.Now.Flags[i].Value
}

// set runs a set: =, += or -= (held at the int64 range rather than wrapping).
func (p *play) set(in Instr) {
	fl := &p.r.Now.Flags
	i, ok := slices.BinarySearchFunc(*fl, in.Cond.Flag, func(f Flag, n string) int { return strings.Compare(f.Name, n) })
	if !ok {
		*fl = slices.Insert(*fl, i, Flag{Name: in.Cond.Flag})
	}
	v := &(*fl)[i].Value
	switch in.Assign {
	case '+':
		*v = addClamped(*v, in.Value)
	case '-':
		*v = addClamped(*v, -max(in.Value, -1<<63+1))
	default:
		*v = in.Value
	}
}

// addClamped returns a+b held at the int64 range.
func addClamped(a, b int64) int64 {
	s := a + b
	if b > 0 && s < a {
		return 1<<63 - 1
	}
	if b < 0 && s > a {
		return -1 << 63
	}
	return s
}

// rollback puts the story back to the line before the one showing from the
// Reader's own moments, when the rollback ring holds no snapshot of it (a
// line read before a load): its stage, flags and line, as they were when it
// was shown (the stage snapped, with no transition). It reports whether
// there was a line to go back to.
func (p *play) rollback() bool {
	r := p.r
	h := r.History
	if r.Wait == WaitLine || r.Wait == WaitTransition {
		h = h[:max(len(h)-1, 0)] // the line showing is the last moment
	}
	if len(h) == 0 {
		return false
	}
	p.e.MarkChanged() // written in place below (marks.go)
	m := h[len(h)-1]
	dropped := r.Now.Said - m.Said
	r.Lines = r.Lines[:max(len(r.Lines)-dropped, 0)]
	r.History = h
	r.Now = m
	r.Now.Flags, r.Now.Cast = slices.Clone(m.Flags), slices.Clone(m.Cast)
	r.PC, r.Wait, r.Busy, r.Skip, r.Auto, r.Waited, r.Ended = m.PC+1, WaitLine, 0, false, false, 0, false
	r.Options = nil
	if pn, ok := runtime.LookupService[ui.IPanels](p.g); ok {
		pn.Close(p.choicePanel())
	}
	p.snapStage()
	p.showMusic()
	p.showLine(true)
	return true
}

// itoa is strconv.Itoa.
func itoa(n int) string { return strconv.Itoa(n) }
