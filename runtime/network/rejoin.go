package network

import (
	"fmt"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/net/session"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// RedialEvery is the shortest time between two of a player's machine's
// attempts to reconnect (Options.Redial): a second, as a dialling player
// would not hammer a server that is restarting. An attempt that has not
// connected yet keeps trying (the transport resends its handshake until
// transport.Config.ConnectTimeout, 5 s by default), so a second attempt is
// dialled only after the first failed.
const RedialEvery = time.Second

// rejoin is a player's machine's reconnecting (see the package
// documentation, "Reconnecting").
type rejoin struct {
	active   bool                // the connection was lost and the machine reconnects
	over     bool                // it gave up or was refused: the session ended
	lostAt   time.Duration       // when the loss was found, on the session's clock
	dialedAt time.Duration       // when Redial was last called
	next     *session.Client     // the attempt being made, nil none
	nextT    transport.Transport // its transport
	cur      transport.Transport // the transport of the System's client
}

// limit returns how long a player's machine tries to reconnect: Options.Grace,
// or session.DefaultGrace.
func (s *System) limit() time.Duration {
	if s.opts.Grace > 0 {
		return s.opts.Grace
	}
	return session.DefaultGrace
}

// reconnect runs at the start of a player's step, after the client's Poll:
// once the connection is found lost after the welcome (session.Client.Lost)
// and Options.Redial is set, it says so, dials again at most every
// RedialEvery and joins with the old player id and token; the attempt's
// events join the step's. An attempt welcomed takes the lost client's place
// (reconnected); one refused, or no welcome within the limit, ends the
// session.
func (s *System) reconnect(g *runtime.Game) {
	r := &s.rejoin
	if !r.active {
		if s.opts.Redial == nil || r.over || !s.client.Lost() || s.client.Token() == 0 {
			return
		}
		r.active, r.lostAt, r.dialedAt = true, s.now, s.now-RedialEvery
		g.Problems().Warn(nil, "Network", "network: the connection to the server was lost (found %v into the session); reconnecting (for up to %v)", s.now.Round(time.Millisecond), s.limit())
	}
	if r.next != nil && s.attempt(g) {
		return
	}
	if s.now-r.lostAt >= s.limit() {
		r.active, r.over = false, true
		s.dropAttempt()
		g.Problems().Report(scenes.Problem{Severity: scenes.SeverityError, Component: "Network", Message: fmt.Sprintf(
			"network: the connection to the server was lost and could not be made again within %v; restart with --join to play again", s.limit())})
		return
	}
	if r.next == nil && s.now-r.dialedAt >= RedialEvery {
		r.dialedAt = s.now
		t, err := s.opts.Redial()
		if err != nil {
			g.Problems().Warn(nil, "Network", "network: reconnecting: %v", err)
			return
		}
		r.next, r.nextT = session.NewClient(t, session.JoinConfig{Name: s.opts.Name, Commands: s.opts.Commands,
			Player: s.client.ID(), Token: s.client.Token()}), t
	}
}

// attempt polls the attempt being made and reports whether reconnecting is
// over: it was welcomed (the attempt becomes the System's client) or
// refused. An attempt whose transport gave up is dropped, for the next.
func (s *System) attempt(g *runtime.Game) bool {
	r := &s.rejoin
	ev := r.next.Poll(s.now)
	s.events = append(s.events, ev...)
	for _, e := range ev {
		if e.Kind == session.Refused {
			r.active, r.over = false, true // tellRefusal says why
			s.dropAttempt()
			return true
		}
	}
	switch {
	case r.next.ID() != 0:
		if r.cur != nil {
			r.cur.Close()
		}
		s.client, r.cur, r.next, r.nextT = r.next, r.nextT, nil, nil
		r.active = false
		s.told.noAnswer = true // the first snapshot is on its way
		g.Problems().Report(scenes.Problem{Severity: scenes.SeverityInfo, Component: "Network",
			Message: fmt.Sprintf("network: reconnected to the server as player %d (%v into the session)", s.client.ID(), s.now.Round(time.Millisecond))})
		return true
	case r.next.Lost():
		s.dropAttempt()
	}
	return false
}

// dropAttempt closes the attempt being made, if any.
func (s *System) dropAttempt() {
	r := &s.rejoin
	if r.next != nil {
		r.nextT.Close()
		r.next, r.nextT = nil, nil
	}
}

// Transport returns the transport the session runs on now: Options.Host's,
// Options.Join's, or, on a player's machine that reconnected, the one
// Options.Redial returned that was welcomed; nil offline. The System closes
// the transports it stops using (the lost one when an attempt is welcomed,
// an attempt that failed or was refused); the one Transport returns is the
// caller's to close, after Close.
func (s *System) Transport() transport.Transport {
	switch {
	case s.host != nil:
		return s.opts.Host
	case s.client != nil:
		return s.rejoin.cur
	}
	return nil
}

// noteDropped keeps, on the host, which players are not connected (their
// connection dropped, or they left) from the step's session events, so
// their input is let go (held.release) until they come back.
func (s *System) noteDropped() {
	for _, e := range s.events {
		switch e.Kind {
		case session.Dropped, session.Left:
			s.dropped |= 1 << e.Player
		case session.Joined, session.Returned:
			s.dropped &^= 1 << e.Player
		}
	}
}

// release appends the events that let go of what h, the held input of a
// remote player (index player) whose connection dropped, holds at tick:
// each action released and each finger lifted; the pointer stays where it
// was. It leaves h holding nothing. The host keeps a player's last held
// input over a late or lost packet, but a player gone for seconds would
// otherwise run on for the whole grace period.
func (h *held) release(player int, tick griff.Tick, dst []input.Event) []input.Event {
	if len(h.actions) == 0 && len(h.ptr.touches) == 0 {
		return dst
	}
	none := held{ptr: ptrState{known: h.ptr.known, x: h.ptr.x, y: h.ptr.y, wheel: h.ptr.wheel}}
	dst = h.diff(&none, player, tick, dst)
	*h = none
	return dst
}
