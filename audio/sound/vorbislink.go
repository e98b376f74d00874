package sound

import (
	"errors"
	"fmt"
	"io"

	"github.com/griffengine/griff/audio"
	"github.com/jfreymuth/vorbis"
)

// maxHeldFrames is how many decoded frames a link holds back at most, waiting to
// learn whether a later page (the end-of-stream page, which may carry no audio)
// cuts them off. An encoder trims less than one block at the end (at most 4,096
// frames, Vorbis I's largest block being 8,192) and a page of a real file holds
// well under a second; frames beyond this many are handed out at once, and a trim
// that reaches further back removes only the frames still held.
const maxHeldFrames = 1 << 16

// vorbisLink decodes one link (logical stream) of an Ogg Vorbis file: it splits
// pages into packets, hands them to github.com/jfreymuth/vorbis, and trims the
// decoded frames to the granule positions of the pages (Vorbis I specification,
// section A.2): the first audio page's granule position cuts the beginning, the
// end-of-stream page's (with or without audio of its own) cuts the end.
// Zero-length packets, packets that are not audio and pages with no packet are
// skipped wherever they are.
type vorbisLink struct {
	src     io.Reader
	dec     vorbis.Decoder
	ch      int
	headers int // header packets read, 0 to 3
	page    oggPage
	pageNo  int      // pages read
	arena   []byte   // the packets of the page, after a carried-over part
	pkts    [][]byte // whole packets of the page not yet decoded, in arena
	// arena[partStart:partStart+partial] is a packet that continues onto the next page.
	partStart, partial int
	scratch            []float32
	// pcm holds decoded frames: pcm[head:ready] may be handed out, pcm[ready:] is
	// held back.
	pcm         []float32
	head, ready int
	heldPage    int   // the page whose frames are held
	pageAudio   bool  // an audio packet was decoded from the page
	audioPages  int   // pages with audio so far
	pos         int64 // granule position after the last decoded frame
	startCut    int64 // frames to drop at the start, once known not to be the end
	done        bool
	err         error // io.EOF, errLinkEnd or the error that ended the link
}

// reset starts a link on src, keeping the buffers.
func (l *vorbisLink) reset(src io.Reader) {
	*l = vorbisLink{src: src, page: l.page, arena: l.arena[:0], pkts: l.pkts[:0],
		scratch: l.scratch, pcm: l.pcm[:0]}
}

// readHeaders reads the link's three header packets. It returns an error wrapping
// audio.ErrMalformed or audio.ErrTruncated if they cannot be read.
func (l *vorbisLink) readHeaders() error {
	for l.headers < 3 && !l.done {
		l.step()
	}
	if l.headers == 3 {
		return nil
	}
	if l.err == io.EOF || l.err == io.ErrUnexpectedEOF {
		return fmt.Errorf("file ends inside the Vorbis headers: %w", audio.ErrTruncated)
	}
	if l.err == errLinkEnd {
		return fmt.Errorf("the link ends inside the Vorbis headers: %w", audio.ErrMalformed)
	}
	return l.err
}

// read copies whole frames of decoded audio into dst, decoding as much as it
// takes, and returns the number of values copied. At the end of the link it returns
// 0 and io.EOF (the end-of-stream page or the end of the file), errLinkEnd (the
// next link begins) or the error that ended it.
func (l *vorbisLink) read(dst []float32) (int, error) {
	for l.head == l.ready && !l.done {
		l.compact()
		l.step()
	}
	if l.head == l.ready {
		return 0, l.err
	}
	n := copy(dst[:len(dst)/l.ch*l.ch], l.pcm[l.head:l.ready])
	l.head += n
	return n, nil
}

// compact moves the held frames to the start of pcm once the rest is handed out.
func (l *vorbisLink) compact() {
	if l.ready == 0 {
		return
	}
	n := copy(l.pcm, l.pcm[l.ready:])
	l.pcm = l.pcm[:n]
	l.head, l.ready = 0, 0
}

// step decodes one packet of the current page, or reads the next page.
func (l *vorbisLink) step() {
	if len(l.pkts) > 0 {
		p := l.pkts[0]
		l.pkts = l.pkts[1:]
		l.decode(p)
		if len(l.pkts) == 0 && !l.done {
			l.endPage()
		}
		return
	}
	if err := readPage(l.src, &l.page); err != nil {
		l.finish(err)
		return
	}
	l.pageNo++
	l.pageAudio = false
	if err := l.split(); err != nil {
		l.finish(err)
		return
	}
	if len(l.pkts) == 0 {
		l.endPage()
	}
}

// split queues the whole packets of the page. A packet cut off by a page that does
// not continue it, and a continuation of a packet that was never begun, are dropped.
// A page with no segments holds no packet and changes nothing, whatever its flags
// (libogg's reading too: an unfinished packet goes on on the page after it).
func (l *vorbisLink) split() error {
	p := &l.page
	if len(p.lacing) == 0 {
		l.pkts = l.pkts[:0]
		return nil
	}
	skip := p.flags&pageContinued != 0 && l.partial == 0
	if p.flags&pageContinued == 0 {
		l.partial = 0
	}
	// The packets of the previous page are decoded: its unfinished one moves to
	// the start of arena, and the page's body follows it.
	copy(l.arena, l.arena[l.partStart:l.partStart+l.partial])
	l.arena = append(l.arena[:l.partial], p.body...)
	l.pkts = l.pkts[:0]
	start, end := 0, l.partial
	for _, s := range p.lacing {
		end += int(s)
		if s == 255 {
			continue
		}
		if !skip && end > start {
			l.pkts = append(l.pkts, l.arena[start:end])
		}
		skip = false
		start = end
	}
	l.partStart, l.partial = start, end-start
	if skip {
		l.partial = 0
	}
	if l.partial > maxPacketBytes {
		return fmt.Errorf("a packet longer than %d bytes: %w", maxPacketBytes, audio.ErrMalformed)
	}
	return nil
}

// decode hands one packet to the decoder: a header while the headers are read,
// then audio. Packets that are not audio (their first bit is 1) are skipped, as
// libvorbis skips them.
func (l *vorbisLink) decode(p []byte) {
	if l.headers < 3 {
		if l.headers == 0 {
			if err := checkIdentification(p); err != nil {
				l.finish(fmt.Errorf("Vorbis header 1: %w", err))
				return
			}
		}
		if err := guard(func() error { return l.dec.ReadHeader(p) }); err != nil {
			l.finish(fmt.Errorf("Vorbis header %d: %w", l.headers+1, malformed(err)))
			return
		}
		if l.headers++; l.headers == 3 {
			l.ch = l.dec.Channels()
			if need := l.dec.BufferSize(); cap(l.scratch) < need {
				l.scratch = make([]float32, need)
			}
			l.scratch = l.scratch[:cap(l.scratch)]
		}
		return
	}
	if p[0]&1 != 0 || l.ch < 1 {
		return
	}
	var out []float32
	err := guard(func() error {
		var err error
		out, err = l.dec.DecodeInto(p, l.scratch)
		return err
	})
	if err != nil {
		l.finish(malformed(err))
		return
	}
	l.pageAudio = true
	frames := len(out) / l.ch
	if frames == 0 {
		return
	}
	if l.heldPage != l.pageNo { // audio on a later page: the held frames are not the end
		l.cutStart()
		l.ready, l.heldPage = len(l.pcm), l.pageNo
	}
	for _, v := range out[:frames*l.ch] {
		l.pcm = append(l.pcm, clamp(v))
	}
	l.ready = max(l.ready, len(l.pcm)-maxHeldFrames*l.ch)
	l.pos += int64(frames)
}

// malformed wraps err in audio.ErrMalformed unless it already wraps a sentinel.
func malformed(err error) error {
	if errors.Is(err, audio.ErrMalformed) {
		return err
	}
	return fmt.Errorf("%v: %w", err, audio.ErrMalformed)
}

// clamp keeps a decoded value in [-1, 1]; NaN becomes 0.
func clamp(v float32) float32 {
	switch {
	case v > 1:
		return 1
	case v < -1:
		return -1
	case v != v:
		return 0
	}
	return v
}

// endPage applies the page's granule position once its packets are decoded: the
// first audio page's sets where the audio begins, the end-of-stream page's where
// it ends.
func (l *vorbisLink) endPage() {
	p := &l.page
	g := p.granule
	last := p.flags&pageLast != 0
	if l.pageAudio {
		if l.audioPages++; l.audioPages == 1 && g >= 0 && !last {
			l.startAt(g)
		}
	}
	if last {
		if g >= 0 && l.headers == 3 {
			l.endAt(g)
		}
		l.finish(io.EOF)
	}
}

// startAt makes g the granule position of the end of the first audio page. If
// fewer frames come before it than were decoded, the first ones are to be dropped
// (startCut), once a later page brings audio: if none does, this page was the last
// and, as the specification says of a stream with one audio page, the end is cut
// instead (the end-of-stream flag may sit on an empty page after it).
func (l *vorbisLink) startAt(g int64) {
	if g < l.pos {
		l.startCut = l.pos - g
		return
	}
	l.pos = g
}

// cutStart drops the frames startCut asks for from the front of the held ones.
func (l *vorbisLink) cutStart() {
	if l.startCut == 0 {
		return
	}
	cut := int(min(l.startCut, int64(len(l.pcm)-l.ready)/int64(l.ch)))
	l.pcm = append(l.pcm[:l.ready], l.pcm[l.ready+cut*l.ch:]...)
	l.pos -= l.startCut
	l.startCut = 0
}

// endAt ends the link at granule position g, dropping held frames past it.
func (l *vorbisLink) endAt(g int64) {
	l.startCut = 0
	if g >= l.pos || l.ch < 1 {
		return
	}
	cut := int(min(l.pos-g, int64(len(l.pcm)-l.ready)/int64(l.ch)))
	l.pcm = l.pcm[:len(l.pcm)-cut*l.ch]
	l.pos -= int64(cut)
}

// finish ends the link with err: every frame decoded may be handed out. A link
// that ends after one audio page, without an end-of-stream page, ends at that
// page's granule position (see startAt).
func (l *vorbisLink) finish(err error) {
	if l.startCut > 0 {
		l.endAt(l.pos - l.startCut)
	}
	l.ready, l.done, l.err = len(l.pcm), true, err
	l.pkts = l.pkts[:0]
}

// checkIdentification checks what the Vorbis I specification (section 4.2.2)
// requires of an identification header that the decoder does not check
// itself: its two block sizes are powers of two from 64 to 8,192 samples
// (exponents 6 to 13), the first no larger than the second, and its framing
// bit is set. A stream that breaks these is "undecodable" by the
// specification; it returns an error wrapping audio.ErrMalformed for it. The
// packet's type, "vorbis" signature and the rest are left to the decoder.
func checkIdentification(p []byte) error {
	if len(p) < 30 || p[0] != 1 {
		return nil // not an identification header: the decoder says what is wrong
	}
	bs0, bs1 := p[28]&0x0f, p[28]>>4
	if bs0 < 6 || bs1 > 13 || bs0 > bs1 {
		return fmt.Errorf("block sizes 2^%d and 2^%d are outside 2^6..2^13 or out of order: %w", bs0, bs1, audio.ErrMalformed)
	}
	if p[29]&1 == 0 {
		return fmt.Errorf("identification header without its framing bit: %w", audio.ErrMalformed)
	}
	return nil
}
