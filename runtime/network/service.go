package network

import (
	"github.com/griffengine/griff/net/session"
)

// Online implements [Service].
func (s *System) Online() bool { return s.host != nil || s.client != nil }

// IsHost implements [Service].
func (s *System) IsHost() bool { return s.client == nil }

// LocalPlayer implements [Service].
func (s *System) LocalPlayer() session.PlayerID {
	if s.client != nil {
		return s.client.ID()
	}
	return 0
}

// Players implements [Service].
func (s *System) Players() []session.Player {
	switch {
	case s.host != nil:
		return s.host.Players()
	case s.client != nil:
		return s.client.Players()
	}
	name := s.opts.Name
	if name == "" {
		name = "player"
	}
	return []session.Player{{Name: name, Ready: true, Connected: true}}
}

// Send implements [Service].
func (s *System) Send(to session.PlayerID, cmd session.CommandID, data []byte) error {
	switch {
	case s.host != nil:
		return s.host.Send(to, cmd, data)
	case s.client != nil:
		if s.rejoin.active {
			return ErrReconnecting
		}
		return s.client.Send(cmd, data)
	}
	s.loop = append(s.loop, session.Event{Kind: session.Command, Command: cmd, Data: append([]byte(nil), data...)})
	return nil
}

// Handle implements [Service].
func (s *System) Handle(cmd session.CommandID, fn func(from session.PlayerID, data []byte)) {
	s.handlers[cmd] = fn
}

// Start implements [Service].
func (s *System) Start() {
	if s.host != nil {
		s.host.Start(0)
	}
}

// RenderFrames implements [Service].
func (s *System) RenderFrames() (from, to *session.Frame) {
	if s.client == nil || s.client.Latest() == nil {
		return nil, nil
	}
	at := s.m.render
	if at < 0 {
		at = s.client.Latest().Step - session.RenderDelay*session.SnapshotEvery
	}
	return s.drawnFrames(at)
}

// EndMatch implements [Service].
func (s *System) EndMatch(reason string) error {
	switch {
	case s.host != nil:
		s.host.End(reason)
	case s.client != nil:
		return ErrNotHost
	case !s.ended:
		if len(reason) > session.MaxReason {
			reason = reason[:session.MaxReason]
		}
		s.ended, s.why = true, reason
	}
	return nil
}

// Ended implements [Service].
func (s *System) Ended() (bool, string) {
	switch {
	case s.host != nil:
		return s.host.Ended()
	case s.rejoin.active:
		return false, ""
	case s.client != nil:
		return s.client.Ended()
	}
	return s.ended, s.why
}

// Close tells the session's players the host stops and closes the
// transport; on a player's machine it tells the host the player leaves, so
// the host frees their place at once instead of keeping it for its grace
// period, and then polls the transport once (at the session's clock of the
// last step) so the leave goes out now: the caller may close the transport
// (Transport) right after Close. The leave is sent once, not waited for: if
// that packet is lost, or the connection was already gone, the host keeps
// the place until its grace period runs out, as for a lost connection.
// Close does nothing offline.
func (s *System) Close() error {
	switch {
	case s.host != nil:
		return s.host.Close(s.now)
	case s.client != nil:
		s.dropAttempt()
		err := s.client.Leave()
		s.client.Poll(s.now) // sends the leave; what arrives is dropped
		return err
	}
	return nil
}
