package network

import (
	"github.com/griffengine/griff/net/session"
	"github.com/griffengine/griff/runtime"
)

// CommandID is a command's id in the game's command table
// ([session.CommandID]), named here so genre modules, which may not import
// net/, can keep the ids they register.
type CommandID = session.CommandID

// PlayerID names a player of the session ([session.PlayerID]): 0 is the
// host's own player.
type PlayerID = session.PlayerID

// Registrar adds commands to the game's command table (a *session.Commands).
// Register returns the new command's id; it panics if name is empty or
// registered already, so a module prefixes its names with its own
// ("puzzle.move").
type Registrar interface {
	Register(name string) CommandID
}

// Commander is an optional interface of a system (a genre module's) that
// sends or handles commands. The network system's Setup calls SetupNetwork
// on every system of the game set up before it, in the game's order (the
// modules in the order project.griff names them, then the host's systems), so
// every machine playing the same project registers the same names in the
// same order, which joining checks (see [session.Commands]). A system
// registers its commands with r and sets their handlers with n.Handle there;
// it keeps n to send commands later. A system set up after the network
// system is not asked. An offline game without a network system never calls
// SetupNetwork: the system then plays its local input as it always does.
type Commander interface {
	SetupNetwork(n Service, r Registrar)
}

// setupCommanders calls SetupNetwork on the systems of g set up before s.
func (s *System) setupCommanders(g *runtime.Game) {
	for _, sys := range g.Systems() {
		if sys == runtime.System(s) {
			break
		}
		if c, ok := sys.(Commander); ok {
			c.SetupNetwork(s, s.opts.Commands)
		}
	}
}

// PlayersMachine reports whether n is the network service of a player's
// machine in a session (not the host, not offline): such a machine sends its
// player's commands and plays none itself. A nil n (a game without a network
// system) is no player's machine.
func PlayersMachine(n Service) bool { return n != nil && !n.IsHost() }

// HandleOnHost registers the command name with r and has n call fn with each
// one that reaches the host, in the order they arrive; on a player's machine
// (PlayersMachine) the command is dropped, since only the host plays
// players' commands. It returns the command's id, to send it with. It panics
// as Registrar.Register does.
func HandleOnHost(n Service, r Registrar, name string, fn func(from PlayerID, data []byte)) CommandID {
	id := r.Register(name)
	n.Handle(id, func(from PlayerID, data []byte) {
		if !PlayersMachine(n) {
			fn(from, data)
		}
	})
	return id
}
