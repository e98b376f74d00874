package mixer

import (
	"fmt"
	"time"

	"github.com/griffengine/griff/audio"
)

// Play starts c and returns its Voice. If MaxVoices cues are playing, the one with
// the lowest priority, then the oldest (started first), is stolen: it fades out
// over 240 frames (5 ms at 48 kHz, so it does not click) and c takes its place. If every playing voice has a higher priority than c, c is
// dropped and Play returns the zero Voice. A sound with no frames plays nothing and
// returns the zero Voice. Play does not allocate.
// Play panics if c.Sound fails audio.Sound.Check, c.Bus is not a Bus, or c.Offset
// is negative.
func (m *Mixer) Play(c Cue) Voice {
	if err := c.Sound.Check(); err != nil {
		panic("mixer: Play: " + err.Error())
	}
	if c.Bus >= numBuses || c.Offset < 0 {
		panic(fmt.Sprintf("mixer: Play: bad cue (bus %v, offset %d)", c.Bus, c.Offset))
	}
	if c.Sound.Frames() == 0 {
		return 0
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	slot := m.slotFor(c.Priority)
	if slot < 0 {
		return 0
	}
	v := &m.voices[slot]
	if v.active {
		m.declick(v)
	}
	m.seq++
	*v = voice{gen: v.gen + 1, active: true, bus: c.Bus, priority: c.Priority, seq: m.seq,
		delay: c.Offset, sound: c.Sound, loop: c.Loop,
		base: float64(c.Sound.Rate) / float64(m.rate)}
	v.setPitch(c.Pitch)
	v.setPan(c.Pan)
	v.setVolume(c.Volume, 0, false)
	if c.FadeIn > 0 {
		v.setVolume(0, 0, false)
		v.setVolume(c.Volume, framesOf(c.FadeIn, m.rate), false)
	}
	return Voice(uint64(v.gen)<<32 | uint64(slot+1))
}

// declick moves a stolen voice to the dying pool, where it fades out over
// declickFrames (the oldest dying voice stops at once if the pool is full).
func (m *Mixer) declick(v *voice) {
	slot := 0
	for i := range m.dying {
		if !m.dying[i].active {
			slot = i
			break
		}
		if m.dying[i].seq < m.dying[slot].seq {
			slot = i
		}
	}
	m.dying[slot] = *v
	m.dying[slot].setVolume(0, declickFrames, true)
}

// slotFor returns a free slot, or the slot of the voice to steal for a cue of
// priority p, or -1 if every voice outranks it.
func (m *Mixer) slotFor(p int) int {
	victim := -1
	for i := range m.voices {
		v := &m.voices[i]
		if !v.active {
			return i
		}
		if victim < 0 || v.priority < m.voices[victim].priority ||
			(v.priority == m.voices[victim].priority && v.seq < m.voices[victim].seq) {
			victim = i
		}
	}
	if victim < 0 || m.voices[victim].priority > p {
		return -1
	}
	return victim
}

// lookup returns the active voice id names, or nil. m.mu must be held.
func (m *Mixer) lookup(id Voice) *voice {
	slot := int(uint32(id)) - 1
	if slot < 0 || slot >= len(m.voices) {
		return nil
	}
	v := &m.voices[slot]
	if !v.active || v.gen != uint32(id>>32) {
		return nil
	}
	return v
}

// with runs f on the voice id names and reports whether it was playing.
func (m *Mixer) with(id Voice, f func(v *voice)) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	v := m.lookup(id)
	if v == nil {
		return false
	}
	f(v)
	return true
}

// Playing reports whether id is still playing (paused counts as playing).
func (m *Mixer) Playing(id Voice) bool { return m.with(id, func(*voice) {}) }

// Stop fades id out over fade (linear on the cubic scale, from its current volume)
// and then ends it; a fade of 0 ends it at the start of the next mix buffer.
func (m *Mixer) Stop(id Voice, fade time.Duration) bool {
	return m.with(id, func(v *voice) { v.setVolume(0, framesOf(fade, m.rate), true) })
}

// Pause holds id where it is from the next mix buffer on; it keeps its slot.
func (m *Mixer) Pause(id Voice) bool { return m.with(id, func(v *voice) { v.paused = true }) }

// Resume continues a paused voice from where it was.
func (m *Mixer) Resume(id Voice) bool { return m.with(id, func(v *voice) { v.paused = false }) }

// SetVolume fades id to volume (cubic scale) over fade, linearly in volume and
// exact to the frame: frame k of n plays at from + (volume-from)·k/n. The fade
// starts with the next mix buffer (or when a delayed cue starts).
func (m *Mixer) SetVolume(id Voice, volume float64, fade time.Duration) bool {
	return m.with(id, func(v *voice) { v.setVolume(volume, framesOf(fade, m.rate), false) })
}

// SetPan moves id to pan (-1 left to +1 right) from the next mix buffer.
func (m *Mixer) SetPan(id Voice, pan float64) bool {
	return m.with(id, func(v *voice) { v.setPan(pan) })
}

// SetPitch changes id's playback rate from the next mix buffer (see Cue.Pitch).
func (m *Mixer) SetPitch(id Voice, pitch float64) bool {
	return m.with(id, func(v *voice) { v.setPitch(pitch) })
}

// Voices returns how many cues are playing (paused included; music not).
func (m *Mixer) Voices() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	n := 0
	for i := range m.voices {
		if m.voices[i].active {
			n++
		}
	}
	return n
}

// StopAll fades every cue out over fade; music plays on.
func (m *Mixer) StopAll(fade time.Duration) {
	m.mu.Lock()
	defer m.mu.Unlock()
	n := framesOf(fade, m.rate)
	for i := range m.voices {
		if m.voices[i].active {
			m.voices[i].setVolume(0, n, true)
		}
	}
}

// PlayMusic hands the music over to s: the tracks playing fade out as s fades in,
// over t.Crossfade with equal-power gains. A track already fading out keeps going;
// if maxTracks (4) would sound at once, the oldest stops at once. s is read from
// the goroutine that calls Mix or Read and must not be used by anyone else.
// PlayMusic allocates s's decoding window. It panics if s has a rate <= 0 or
// other than 1 or 2 channels.
func (m *Mixer) PlayMusic(s audio.Stream, t Track) {
	if s.SampleRate() <= 0 || (s.Channels() != 1 && s.Channels() != 2) {
		panic(fmt.Sprintf("mixer: PlayMusic: stream of %d Hz, %d channels", s.SampleRate(), s.Channels()))
	}
	base := float64(s.SampleRate()) / float64(m.rate)
	w := newWindow(s, min(base, MaxStep), m.kernel.Reach(min(base, MaxStep)))
	m.mu.Lock()
	defer m.mu.Unlock()
	n := framesOf(t.Crossfade, m.rate)
	m.fadeOutTracks(n)
	slot := 0
	for i := range m.tracks {
		if !m.tracks[i].active {
			slot = i
			break
		}
		if m.tracks[i].seq < m.tracks[slot].seq {
			slot = i
		}
	}
	m.seq++
	v := &m.tracks[slot]
	*v = voice{gen: v.gen + 1, active: true, bus: BusMusic, seq: m.seq, stream: w, loop: t.Loop, base: base}
	v.setPitch(1)
	v.setPan(t.Pan)
	v.setVolume(t.Volume, 0, false)
	if n > 0 {
		v.xf = xfade{in: true, len: n}
	}
}

// StopMusic fades every track out over fade with the equal-power curve (cos).
func (m *Mixer) StopMusic(fade time.Duration) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.fadeOutTracks(framesOf(fade, m.rate))
}

// fadeOutTracks starts the equal-power fade-out of every track not already fading
// out, from its current crossfade gain, over n frames (at once if n is 0).
func (m *Mixer) fadeOutTracks(n int) {
	for i := range m.tracks {
		t := &m.tracks[i]
		if !t.active || (t.xf.len > 0 && !t.xf.in) {
			continue
		}
		if n == 0 {
			m.free(t)
			continue
		}
		t.xf = xfade{from: t.xf.current(), len: n}
	}
}

// Tracks returns how many music tracks are sounding (more than one during a
// crossfade).
func (m *Mixer) Tracks() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	n := 0
	for i := range m.tracks {
		if m.tracks[i].active {
			n++
		}
	}
	return n
}
