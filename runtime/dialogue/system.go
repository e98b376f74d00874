package dialogue

import (
	"errors"
	"fmt"
	"slices"

	"github.com/griffengine/griff/data/dlg"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/messages"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// Errors the Dialogue service returns (wrapped, naming the entity); the
// errors of package dlg (dlg.ErrRefused, dlg.ErrNoNode, dlg.ErrBadSave) come
// through as they are.
var (
	// ErrNoConversation: the entity has no Conversation component.
	ErrNoConversation = errors.New("dialogue: entity has no Conversation")
	// ErrNoDialogue: its Dialogue names a file the game does not have.
	ErrNoDialogue = errors.New("dialogue: no such dialogue file")
)

// Dialogue is the service of the dialogue system: the verbs that move an
// entity's conversation and what it shows. Find it with Of(g) or
// runtime.Service[Dialogue](g). Every method must be called from the game's
// goroutine, between steps or inside one.
type Dialogue interface {
	// Start starts e's conversation at node ("" for its Conversation.Start),
	// wherever it was, keeping its flags, and runs it to its first line,
	// menu or end. It returns an error wrapping ErrNoConversation,
	// ErrNoDialogue or dlg.ErrNoNode, moving nothing.
	Start(e *scenes.Entity, node string) error
	// Turn returns what e's conversation shows; an idle turn if e has none.
	Turn(e *scenes.Entity) dlg.Turn
	// Next moves on from the line showing (see dlg.Session.Next).
	Next(e *scenes.Entity) error
	// Choose picks choice i of the menu showing (see dlg.Session.Choose): a
	// choice that does not exist or is not open is refused with an error
	// wrapping dlg.ErrRefused, and nothing moves.
	Choose(e *scenes.Entity, i int) error
	// Stop makes e's conversation idle, keeping its flags.
	Stop(e *scenes.Entity) error
	// Flag returns a flag of e's conversation (false if never set or if e
	// has no conversation).
	Flag(e *scenes.Entity, name string) dlg.Value
	// SetFlag sets a flag of e's conversation.
	SetFlag(e *scenes.Entity, name string, v dlg.Value) error
	// Save returns e's conversation as a string (its Conversation.State; see
	// dlg.Session.Save), or "" if it has none or has never started.
	Save(e *scenes.Entity) string
	// Load puts e's conversation where save says. It returns an error
	// wrapping dlg.ErrNoNode and naming the node if the dialogue file no
	// longer has it, or dlg.ErrBadSave, moving nothing.
	Load(e *scenes.Entity, save string) error
	// Showing returns the first active entity, in hierarchy order, whose
	// conversation shows a line or a menu, or nil: what a dialogue panel
	// shows.
	Showing() *scenes.Entity
}

// Of returns g's Dialogue service. Of panics if g has no dialogue system.
func Of(g *runtime.Game) Dialogue { return runtime.Service[Dialogue](g) }

// NewSystem returns the dialogue system, named "Dialogue", playing the
// scripts of set (the game folder's dialogue/ files; nil means none). It
// provides the Dialogue service and owns no game state.
func NewSystem(set *dlg.Set) runtime.System { return &system{set: set} }

type system struct {
	g   *runtime.Game `griff:"-"`
	set *dlg.Set      `griff:"-"`
}

func (*system) Name() string { return "Dialogue" }

func (s *system) Setup(g *runtime.Game) error {
	s.g = g
	g.AddStep(runtime.StepDialogue, runtime.InPhase(runtime.PhaseScripts), s.step)
	runtime.Provide[Dialogue](g, s)
	return nil
}

// step starts the conversations that start with their scene and tells
// listeners what changed, in hierarchy order.
//
// It reads the Conversations read-only, so a step that starts and tells
// nothing marks no entity changed (a Timeline shares their records): Start
// marks through conv, tell writes only the not-state told and session, and
// a listener is marked before it is told.
func (s *system) step(g *runtime.Game) {
	for e, c := range scenes.ActiveRead[Conversation](g.Scene()) {
		if c.AutoStart && !c.Started {
			if err := s.Start(e, ""); err != nil && !errors.Is(err, ErrNoDialogue) { // that one warned
				g.Problems().Warn(e, "Griff.Conversation", "autoStart: %v", err)
			}
		}
		if c.State != c.told {
			s.tell(e, c)
		}
	}
}

// tell calls DialogueShown on e's listeners, inside e's fault boundary.
func (s *system) tell(e *scenes.Entity, c *Conversation) {
	c.told = c.State
	ses, err := s.session(e, c)
	if err != nil {
		return
	}
	turn := ses.Turn()
	if turn.Stuck != "" {
		s.g.Problems().Warn(e, "Griff.Conversation", "%s", turn.Stuck)
	}
	if turn.Kind == dlg.TurnEnded {
		if m, ok := runtime.LookupService[messages.Messages](s.g); ok {
			m.Emit(e, "Griff.Conversation", OutputEnded)
		}
	}
	s.localize(e, &turn)
	for ct, comp := range e.ReadComponents() {
		if l, ok := comp.(Listener); ok {
			e.MarkChanged() // the listener may write its component
			s.g.Enter(e, ct, runtime.HookStep)
			l.DialogueShown(e, &turn)
			s.g.Leave()
		}
	}
}

// session returns e's playing session, made from State when State is not
// what the session last wrote (a restore, a scene file's state). Mistakes
// are written to the problem log once and returned.
func (s *system) session(e *scenes.Entity, c *Conversation) (*dlg.Session, error) {
	if c.session != nil && c.State == c.wrote && c.session.Script() == s.set.Script(c.Dialogue) {
		return c.session, nil
	}
	sc := s.set.Script(c.Dialogue)
	if sc == nil {
		err := fmt.Errorf("%w: %s: %q (want dialogue/%s%s; have %v)", ErrNoDialogue, e, c.Dialogue, c.Dialogue, dlg.Ext, s.set.Names())
		s.g.Problems().Warn(e, "Griff.Conversation", "%v", err)
		return nil, err
	}
	ses := dlg.NewSession(sc)
	if c.State != "" {
		if err := ses.Load(c.State); err != nil {
			s.g.Problems().Warn(e, "Griff.Conversation", "state cannot be played: %v", err)
			return nil, err
		}
	}
	c.session, c.wrote = ses, c.State
	return ses, nil
}

// conv returns e's Conversation and its session, marking e changed (see
// scenes.Get): for a verb that writes the Conversation.
func (s *system) conv(e *scenes.Entity) (*Conversation, *dlg.Session, error) {
	if scenes.Read[Conversation](e) != nil {
		e.MarkChanged()
	}
	return s.readConv(e)
}

// readConv is conv for reading only: it does not mark e changed, and writes
// only the Conversation's not-state session and wrote (see session).
func (s *system) readConv(e *scenes.Entity) (*Conversation, *dlg.Session, error) {
	c := scenes.Read[Conversation](e)
	if c == nil {
		return nil, nil, fmt.Errorf("%w: %s", ErrNoConversation, e)
	}
	ses, err := s.session(e, c)
	return c, ses, err
}

// do runs verb on e's session and keeps its state in the Conversation.
func (s *system) do(e *scenes.Entity, verb func(*Conversation, *dlg.Session) error) error {
	c, ses, err := s.conv(e)
	if err != nil {
		return err
	}
	if err := verb(c, ses); err != nil {
		return fmt.Errorf("dialogue: %s: %w", e, err)
	}
	c.State = ses.Save()
	c.wrote = c.State
	return nil
}

// localize replaces the string-table ids ("@id") in t's speaker, line and
// choices with their rows in the player's language (ui.IPanels.Localize),
// warning once on e (Griff.Conversation) for an id the table lacks. With no
// UI system, t is left as it is.
func (s *system) localize(e *scenes.Entity, t *dlg.Turn) {
	p, ok := runtime.LookupService[ui.IPanels](s.g)
	if !ok {
		return
	}
	one := func(txt string) string {
		v, ok := p.Localize(txt)
		if !ok {
			s.g.Problems().Warn(e, "Griff.Conversation", "no string %q in the string table", txt[1:])
		}
		return v
	}
	t.Speaker, t.Text = one(t.Speaker), one(t.Text)
	if slices.ContainsFunc(t.Choices, func(c dlg.Choice) bool { return visual.IsID(c.Text) }) {
		t.Choices = slices.Clone(t.Choices)
		for i := range t.Choices {
			t.Choices[i].Text = one(t.Choices[i].Text)
		}
	}
}
