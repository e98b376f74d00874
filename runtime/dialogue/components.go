package dialogue

import (
	"strconv"
	"strings"

	"github.com/griffengine/griff/data/dlg"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// DefaultStart is the node a Conversation starts at when Start is "".
const DefaultStart = "start"

// Conversation is an entity's conversation: one dialogue file played from
// one node. Saved as "Griff.Conversation".
type Conversation struct {
	// Dialogue names the file: "guard" for dialogue/guard.dlg.
	Dialogue string `json:"dialogue"`
	// Start is the node it starts at. The default ("") is DefaultStart.
	Start string `json:"start,omitempty"`
	// AutoStart starts the conversation, unless it has Started, on the
	// first dialogue step it is active on (with its scene, for one in the
	// scene file).
	AutoStart bool `json:"autoStart,omitempty"`
	// Started is true once the conversation has started: state.
	Started bool `json:"started,omitempty"`
	// State is where the conversation is and its flags, as
	// dlg.Session.Save writes it; "" before it first starts: state.
	State string `json:"state,omitempty"`

	session *dlg.Session `griff:"-"` // the playing session, a cache of State
	wrote   string       `griff:"-"` // the State the session last wrote
	told    string       `griff:"-"` // the State listeners were last told
}

// start returns the node to start at.
func (c *Conversation) start() string {
	if c.Start == "" {
		return DefaultStart
	}
	return c.Start
}

// Listener is the extension point of a component told what its entity's
// conversation shows: the dialogue system calls DialogueShown on every
// component of the entity that is one (in component order), in its step,
// each time what the conversation shows changes, and once after a restore.
// turn is valid only during the call. A panic is caught by the entity's
// fault boundary: logged, and the entity deactivated. Caption is the
// built-in one; a presentation panel (a typewriter) is another.
type Listener interface {
	DialogueShown(e *scenes.Entity, turn *dlg.Turn)
}

// Caption shows its entity's conversation as plain text in the entity's
// Text component (scenes/visual.Text), if it has one: the speaker and line
// ("Guard: Halt!"), or the menu numbered from 1 with closed choices in
// brackets, or "" when nothing is showing. Saved as "Griff.DialogueCaption".
type Caption struct {
	// Shown is the text last shown: state.
	Shown string `json:"shown,omitempty"`
}

// DialogueShown writes turn as text.
func (c *Caption) DialogueShown(e *scenes.Entity, turn *dlg.Turn) {
	c.Shown = Format(turn)
	if t := scenes.Get[visual.Text](e); t != nil {
		t.Text = c.Shown
	}
}

// Format returns a turn as plain text: "Speaker: line" (the line alone for
// narration), or one line per choice, "1. text", a closed one as
// "(1. text)"; "" when idle or ended.
func Format(t *dlg.Turn) string {
	switch t.Kind {
	case dlg.TurnLine:
		if t.Speaker == "" {
			return t.Text
		}
		return t.Speaker + ": " + t.Text
	case dlg.TurnMenu:
		var b strings.Builder
		for i, c := range t.Choices {
			if i > 0 {
				b.WriteByte('\n')
			}
			item := strconv.Itoa(i+1) + ". " + c.Text
			if !c.Open {
				item = "(" + item + ")"
			}
			b.WriteString(item)
		}
		return b.String()
	}
	return ""
}

func init() {
	scenes.Register[Conversation]("Griff.Conversation")
	scenes.Register[Caption]("Griff.DialogueCaption")
}
