package mixer

import (
	"math"

	"github.com/griffengine/griff/audio"
)

// volFade is a fade of a voice's volume, linear on the cubic scale: frame k (1..len)
// of the fade plays at volume from + (to-from)·k/len.
type volFade struct {
	from, to float64
	pos, len int // len 0: not fading
	stop     bool
}

// xfade is an equal-power crossfade gain of a music track: fading in, frame k
// (1..len) has gain sin(π/2·k/len); fading out, from·cos(π/2·k/len).
type xfade struct {
	from     float32
	in       bool
	pos, len int // len 0: not crossfading
}

// gain returns the crossfade gain after advancing one frame, and whether a fade-out
// just finished.
func (x *xfade) next() (g float32, over bool) {
	x.pos++
	th := math.Pi / 2 * float64(x.pos) / float64(x.len)
	if x.in {
		g = float32(math.Sin(th))
	} else {
		g = x.from * float32(math.Cos(th))
	}
	if x.pos >= x.len {
		x.len = 0
		if x.in {
			return 1, false
		}
		return 0, true
	}
	return g, false
}

// current returns the crossfade gain of the last frame played.
func (x *xfade) current() float32 {
	if x.len == 0 {
		return 1
	}
	th := math.Pi / 2 * float64(x.pos) / float64(x.len)
	if x.in {
		return float32(math.Sin(th))
	}
	return x.from * float32(math.Cos(th))
}

// voice is one playing sound (a cue) or music track.
type voice struct {
	gen            uint32
	active, paused bool
	ending         bool // stop after the current frame
	bus            Bus
	priority       int
	seq            uint64
	delay          int // frames of the next Mix to wait before starting

	sound  *audio.Sound // a cue's sound, or nil for a track
	stream *window      // a track's decoded window, or nil for a cue
	loop   bool
	pos    float64 // position in source frames
	base   float64 // source rate / output rate
	pitch  float64
	step   float64 // base·pitch: source frames per output frame

	vol  float64
	amp  float32 // vol³ when not fading
	fade volFade
	xf   xfade
	gl   float32
	gr   float32
	pan  float64
}

func (v *voice) setPan(p float64) {
	v.pan = clampPan(p)
	if v.channels() == 1 {
		v.gl, v.gr = PanGains(v.pan)
	} else {
		v.gl, v.gr = BalanceGains(v.pan)
	}
}

func (v *voice) channels() int {
	if v.sound != nil {
		return v.sound.Channels
	}
	return v.stream.ch
}

// setPitch sets the playback rate, clamped to [MinPitch, MaxPitch] (NaN and 0 are
// 1), and the step, clamped to MaxStep.
func (v *voice) setPitch(p float64) {
	if !(p > 0) {
		p = 1
	}
	v.pitch = max(MinPitch, min(MaxPitch, p))
	v.step = min(v.base*v.pitch, MaxStep)
}

// setVolume starts a fade to vol over n frames (at once if n is 0).
func (v *voice) setVolume(vol float64, n int, stop bool) {
	vol = clampVolume(vol)
	if n <= 0 {
		v.vol, v.fade = vol, volFade{}
		v.amp = float32(vol * vol * vol)
		v.ending = v.ending || stop
		return
	}
	v.fade = volFade{from: v.vol, to: vol, len: n, stop: stop}
}

// nextAmp returns the amplitude of the next frame, advancing the fades.
func (v *voice) nextAmp() float32 {
	a := v.amp
	if f := &v.fade; f.len > 0 {
		f.pos++
		vol := f.from + float64((f.to-f.from)*float64(f.pos))/float64(f.len)
		if f.pos >= f.len {
			vol = f.to
			v.ending = v.ending || f.stop
			f.len = 0
		}
		v.vol = vol
		a = float32(vol * vol * vol)
		if f.len == 0 {
			v.amp = a
		}
	}
	if v.xf.len > 0 {
		g, over := v.xf.next()
		a *= g
		v.ending = v.ending || over
	}
	return a
}

// render adds n frames of v to out (interleaved stereo, bus buffer) and reports
// whether the voice is still playing.
func (m *Mixer) render(v *voice, out []float32, n int) bool {
	if v.ending { // stopped at once, possibly while paused or waiting to start
		return false
	}
	if v.paused {
		return true
	}
	i := 0
	if v.delay > 0 {
		if v.delay >= n {
			v.delay -= n
			return true
		}
		i, v.delay = v.delay, 0
	}
	src, ch, base, end, wrap := m.source(v, n-i)
	frames := len(src) / ch
	exact := v.step == 1 && v.pos == math.Trunc(v.pos)
	interp := m.kernel.ForStep(v.step)
	cubic := v.sound != nil && m.interp == InterpolationCubic && v.step <= CubicMaxStep
	for i < n {
		if !wrap && v.pos >= end {
			return false
		}
		if steady := v.fade.len == 0 && v.xf.len == 0; steady && exact {
			i += v.copyRun(out[2*i:2*n], src, ch, int(v.pos-base), frames)
			if wrap && v.pos >= end {
				v.pos = math.Mod(v.pos, end)
			}
			continue
		} else if steady && cubic {
			if k := v.cubicRun(out[2*i:2*n], src, ch, frames); k > 0 {
				i += k
				continue
			}
		}
		a := v.nextAmp()
		var l, r float32
		t := v.pos - base
		if exact {
			if j := int(t); j >= 0 && j < frames {
				l, r = src[j*ch], src[j*ch+ch-1]
			}
		} else if cubic {
			l, r = cubicFrame(src, ch, frames, t, wrap)
		} else {
			l, r = interp.Frame(src, ch, t, wrap)
		}
		out[2*i] += a * v.gl * l
		out[2*i+1] += a * v.gr * r
		v.pos += v.step
		if wrap && v.pos >= end {
			v.pos = math.Mod(v.pos, end)
		}
		i++
		if v.ending {
			return false
		}
	}
	return wrap || v.pos < end
}

// source returns what v reads for the next n frames: interleaved frames of ch
// channels, the source frame index of the first (base), the index the voice ends
// at (+Inf while a stream has not ended) and whether frames wrap (a looping Sound).
// A track's window is filled first.
func (m *Mixer) source(v *voice, n int) (src []float32, ch int, base, end float64, wrap bool) {
	if v.sound != nil {
		src, ch = v.sound.Samples, v.sound.Channels
		return src, ch, 0, float64(len(src) / ch), v.loop
	}
	w := v.stream
	w.fill(v.pos, v.step, n, m.kernel.Reach(v.step), v.loop)
	end = math.Inf(1)
	if w.done {
		end = float64(w.base + w.count)
	}
	return w.buf[:w.count*w.ch], w.ch, float64(w.base), end, false
}

// copyRun adds frames of src from frame j on to out at a constant gain, as far as
// out or src goes, advances v and returns the frames it covered. Past the end of
// src (a stream that has not delivered in time) it adds silence.
func (v *voice) copyRun(out, src []float32, ch, j, frames int) int {
	n := len(out) / 2
	if j < 0 || j >= frames {
		v.pos += float64(n)
		return n
	}
	n = min(n, frames-j)
	gl, gr := v.amp*v.gl, v.amp*v.gr
	out = out[:2*n]
	if ch == 1 {
		s := src[j : j+n]
		for k, x := range s {
			out[2*k] += gl * x
			out[2*k+1] += gr * x
		}
	} else {
		s := src[2*j : 2*(j+n)]
		for k := 0; k < n; k++ {
			out[2*k] += gl * s[2*k]
			out[2*k+1] += gr * s[2*k+1]
		}
	}
	v.pos += float64(n)
	return n
}
