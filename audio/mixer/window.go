package mixer

import (
	"fmt"
	"io"
	"math"

	"github.com/griffengine/griff/audio"
)

// maxEmptyReads is how many reads in a row that return nothing a track's window
// tries in one Mix before it plays silence for the missing frames (an underrun).
const maxEmptyReads = 64

// window holds the frames of a stream around a track's position: frames
// [base, base+count) of the stream (counted across loops), in buf.
type window struct {
	s     audio.Stream
	ch    int
	buf   []float32
	base  int
	count int
	done  bool // the stream ended: no frames after base+count
	// sinceStart counts the frames read since the stream started or rewound.
	sinceStart int
	err        error // why it ended, if not io.EOF
}

func newWindow(s audio.Stream, step float64, reach int) *window {
	frames := int(math.Ceil(chunkFrames*step)) + 2*reach + 4096
	return &window{s: s, ch: s.Channels(), buf: make([]float32, frames*s.Channels())}
}

// fill makes the window hold the frames that n output frames from pos need (reach
// frames on each side), dropping older frames first. At the stream's end a looping
// track rewinds it and goes on appending, so the loop is seamless.
func (w *window) fill(pos, step float64, n, reach int, loop bool) {
	keep := int(math.Floor(pos)) - reach
	if drop := min(keep-w.base, w.count); drop > 0 {
		copy(w.buf, w.buf[drop*w.ch:w.count*w.ch])
		w.base += drop
		w.count -= drop
	}
	need := int(math.Floor(pos+float64(n)*step)) + reach + 1
	empty := 0
	for !w.done && w.base+w.count < need && w.count*w.ch < len(w.buf) {
		got, err := w.s.Read(w.buf[w.count*w.ch:])
		got /= w.ch
		w.count += got
		w.sinceStart += got
		if err == nil {
			if got > 0 {
				empty = 0
			} else if empty++; empty >= maxEmptyReads {
				return
			}
			continue
		}
		w.end(err, loop)
	}
}

// end handles a stream error: io.EOF rewinds a looping track (unless the stream
// gave no frames since it last started, which would loop forever), anything else
// ends it and is kept for Mixer.Err.
func (w *window) end(err error, loop bool) {
	if err == io.EOF {
		if !loop || w.sinceStart == 0 {
			w.done = true
			return
		}
		if err = w.s.Rewind(); err == nil {
			w.sinceStart = 0
			return
		}
	}
	w.done = true
	w.err = fmt.Errorf("mixer: music stream: %w", err)
}
