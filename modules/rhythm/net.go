package rhythm

import (
	"encoding/binary"
	"fmt"
	"time"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/beat"
	"github.com/griffengine/griff/runtime/network"
)

// CommandHit is the module's network command: a player's press or release
// of a lane, with the step and the moment within it that it happened, sent
// to the host, which judges it (see the package documentation, "Network").
const CommandHit = "rhythm.hit"

// hitLen is the length of a hit's payload: lane, kind, step (4 bytes), At
// in 1/1024 steps (2 bytes), the player's calibration in ms (2 bytes,
// signed).
const hitLen = 10

// hit is one press or release a player sent.
type hit struct {
	from    int
	lane    int
	release bool
	tick    uint32
	at      int64 // in 1/input.AtResolution steps
	latency int   // the player's beat.Settings.LatencyMs
}

// encodeHit writes a hit's payload.
func encodeHit(lane int, release bool, tick uint32, at float64, latencyMs int) []byte {
	b := make([]byte, 0, hitLen)
	kind := byte(0)
	if release {
		kind = 1
	}
	b = append(b, byte(lane), kind)
	b = binary.BigEndian.AppendUint32(b, tick)
	b = binary.BigEndian.AppendUint16(b, uint16(at*input.AtResolution))
	return binary.BigEndian.AppendUint16(b, uint16(int16(latencyMs)))
}

// decodeHit reads a hit's payload: 10 bytes, a lane below MaxLanes, a kind
// of 0 (press) or 1 (release), a step, At of at most input.MaxAt steps and
// a calibration within ±beat.MaxLatencyMs.
// It returns an error wrapping errPayload otherwise.
func decodeHit(data []byte) (hit, error) {
	if len(data) != hitLen {
		return hit{}, fmt.Errorf("%w: a hit is %d bytes, got %d", errPayload, hitLen, len(data))
	}
	h := hit{lane: int(data[0]), release: data[1] == 1, tick: binary.BigEndian.Uint32(data[2:6]), at: int64(binary.BigEndian.Uint16(data[6:8])),
		latency: int(int16(binary.BigEndian.Uint16(data[8:10])))}
	switch {
	case h.lane >= MaxLanes:
		return hit{}, fmt.Errorf("%w: lane %d, at most %d", errPayload, h.lane+1, MaxLanes)
	case data[1] > 1:
		return hit{}, fmt.Errorf("%w: kind %d is neither press (0) nor release (1)", errPayload, data[1])
	case h.at > input.MaxAt*input.AtResolution:
		return hit{}, fmt.Errorf("%w: at %d/%d steps, more than %d steps", errPayload, h.at, input.AtResolution, input.MaxAt)
	case h.latency < -beat.MaxLatencyMs || h.latency > beat.MaxLatencyMs:
		return hit{}, fmt.Errorf("%w: calibration %d ms, beyond ±%d", errPayload, h.latency, beat.MaxLatencyMs)
	}
	return h, nil
}

// netLink is the system's side of the network: the service, the command's
// id and the hits that reached the host this step (handled in StepRhythm
// of the step they arrive in, so never kept across steps).
type netLink struct {
	svc  network.Service
	id   network.CommandID
	hits []hit
}

// client reports whether the game is a player's machine of a session.
func (l *netLink) client() bool { return network.PlayersMachine(l.svc) }

// onlineHost reports whether the game hosts a session.
func (l *netLink) onlineHost() bool { return l.svc != nil && l.svc.IsHost() && l.svc.Online() }

// readsInput reports whether the Lanes of player who is judged from the
// game's input: always, except on an online host for a player other than
// the host's own, whose presses come as hits (their input reaching the host
// as held actions would count them twice, and miss taps shorter than a
// step).
func (l *netLink) readsInput(who int) bool {
	return !l.onlineHost() || who == int(l.svc.LocalPlayer())
}

// SetupNetwork implements network.Commander: it registers CommandHit and
// handles it on the host.
func (s *system) SetupNetwork(n network.Service, r network.Registrar) {
	s.link.svc = n
	s.link.id = network.HandleOnHost(n, r, CommandHit, s.arrive)
}

// arrive keeps a hit for this step's StepRhythm; a bad payload, or a step
// more than a second off the host's, is refused with a warning.
func (s *system) arrive(from network.PlayerID, data []byte) {
	h, err := decodeHit(data)
	now := s.game.Clock().Tick()
	rate := uint32(s.game.Clock().StepRate())
	if err == nil && (h.tick > uint32(now)+rate || h.tick+rate < uint32(now)) {
		err = fmt.Errorf("%w: step %d is more than a second from the host's %d", errPayload, h.tick, now)
	}
	if err != nil {
		s.game.Problems().Warn(nil, lanesName, "network: refused %s from player %d: %v", CommandHit, from, err)
		return
	}
	h.from = int(from)
	s.link.hits = append(s.link.hits, h)
}

// remoteHits judges the hits that reached the host this step for the
// Lanes played by input (the scene's first Lanes also takes those of
// players who have none), each at the moment it happened (momentOf) and
// with the sending player's calibration.
func (s *system) remoteHits(p *player, who int) {
	rate := int64(s.game.Clock().StepRate())
	for _, h := range s.link.hits {
		if !s.plays(h.from, who) || h.lane >= p.c.Lanes {
			continue
		}
		song := momentOf(h.tick, h.at, rate) - p.base - time.Duration(h.latency)*time.Millisecond
		if h.release {
			p.release(h.lane, song)
			p.l.Down[h.lane] = false
		} else {
			p.press(h.lane, song)
			p.l.Down[h.lane] = true
		}
	}
}

// momentOf returns the game time of a moment at steps (in 1/1024 steps)
// into step tick at rate steps a second, as the clock keeps it at time
// scale 1: step n ends at n/rate s, to the nanosecond below.
func momentOf(tick uint32, at, rate int64) time.Duration {
	start := (int64(tick) - 1) * int64(time.Second) / rate
	end := int64(tick) * int64(time.Second) / rate
	return time.Duration(start + (end-start)*at/input.AtResolution)
}

// plays reports whether player from's hits go to the Lanes of player who:
// their own, or the scene's first for a player with none.
func (s *system) plays(from, who int) bool {
	if from == who {
		return true
	}
	first := -1
	for _, l := range runtime.EachRead[Lanes](s.game) {
		if l.Input == from {
			return false
		}
		if first < 0 {
			first = l.Input
		}
	}
	return first == who
}

// clearHits forgets the step's hits (StepRhythmView, after every Lanes
// took its own).
func (s *system) clearHits() { s.link.hits = s.link.hits[:0] }

// sendHits is a player's machine's StepRhythm: the host judges, so each
// press and release of the local player's lanes this step is sent with the
// moment it happened.
func (s *system) sendHits(g *runtime.Game) {
	me := int(s.link.svc.LocalPlayer())
	in := g.Input()
	tick := uint32(g.Clock().Tick())
	for i := range MaxLanes {
		a := laneActions[i]
		if at, ok := in.PressedAt(me, a); ok {
			s.send(encodeHit(i, false, tick, at, s.latencyMs()))
		}
		if at, ok := in.ReleasedAt(me, a); ok {
			s.send(encodeHit(i, true, tick, at, s.latencyMs()))
		}
	}
}

func (s *system) send(payload []byte) {
	if err := s.link.svc.Send(0, s.link.id, payload); err != nil {
		s.game.Problems().Warn(nil, lanesName, "network: sending %s: %v", CommandHit, err)
	}
}
