package dialogue

import (
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/messages"
)

// The messages a Conversation hears (runtime/messages), so a trigger, a
// switch or a wire starts and moves a conversation with no code.
const (
	// MessageTalk starts the conversation at its Start node.
	MessageTalk = "talk"
	// MessageNext moves on from the line showing.
	MessageNext = "next"
	// MessageStop makes the conversation idle.
	MessageStop = "stop"
)

// OutputEnded is the output a Conversation emits (for wires) on the
// dialogue step after it reaches its end.
const OutputEnded = "ended"

// OnMessage starts, moves on or stops the conversation (MessageTalk,
// MessageNext, MessageStop). A verb that does not fit (next on a menu) is
// warned about once in the problem log, naming the entity.
func (c *Conversation) OnMessage(m *messages.Message) {
	d, ok := runtime.LookupService[Dialogue](m.Game)
	if !ok {
		return
	}
	var err error
	switch m.Name {
	case MessageTalk:
		err = d.Start(m.To, "")
	case MessageNext:
		err = d.Next(m.To)
	case MessageStop:
		err = d.Stop(m.To)
	}
	if err != nil {
		m.Game.Problems().Warn(m.To, "Griff.Conversation", "message %q: %v", m.Name, err)
	}
}

// Messages lists the messages a Conversation acts on.
func (c *Conversation) Messages() []string { return []string{MessageTalk, MessageNext, MessageStop} }

// Outputs lists the outputs a Conversation emits.
func (c *Conversation) Outputs() []string { return []string{OutputEnded} }

var (
	_ messages.Hearer     = (*Conversation)(nil)
	_ messages.Vocabulary = (*Conversation)(nil)
	_ messages.Emitter    = (*Conversation)(nil)
)
