package scenes

// codecs are a component type's snapshot and network record codecs.
type codecs struct {
	snap *codec // the snapshot codec (snapcodec.go); nil if err says why
	net  *codec // the network record codec (netrecord.go): snap less fields tagged net:"-"
	err  error
}

// snapCodec returns c's snapshot codec, or nil if snapErr says why not.
func (c *ComponentType) snapCodec() *codec { return c.compiled().snap }

// netRecCodec returns c's network record codec, or nil if snapErr says why not.
func (c *ComponentType) netRecCodec() *codec { return c.compiled().net }

// snapErr returns why c has no snapshot codec, or nil.
func (c *ComponentType) snapErr() error { return c.compiled().err }

// compiled returns c's codecs, compiling them on the first call: Register
// does not, since a program registers every module's types (153 in the
// player) and snapshots the few its scenes hold. Compiling them all at
// initialisation cost 6.7M instructions of the player's start-up (callgrind,
// compileCodec and netCodec under Register). It is safe for concurrent use:
// after the first call it is one atomic load.
func (c *ComponentType) compiled() *codecs {
	if !c.codecDone.Load() {
		c.compileCodecs()
	}
	return &c.codecs
}

// compileCodecs compiles c's codecs unless another goroutine has.
func (c *ComponentType) compileCodecs() {
	c.codecMu.Lock()
	defer c.codecMu.Unlock()
	if c.codecDone.Load() {
		return
	}
	c.codecs.snap, c.codecs.err = compileCodec(c.goType, c.model.fields)
	c.codecs.net = netCodec(c.goType, c.model.fields, c.codecs.snap)
	c.codecDone.Store(true)
}
