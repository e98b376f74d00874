package session

// AppendHello appends to b the Hello a player that is not a [Client] sends
// as its first message to join a [Lobby]'s match: a rollback player
// (runtime/network's TransportLink.Join), which needs a place in a match but
// none of a Host's welcome. name is cut to MaxName bytes; the Hello carries
// no player id or token (it asks for a new place), an empty command
// table and no component types (a rollback player gets no records). It is the same message a Client sends, so a Lobby places both
// alike.
func AppendHello(b []byte, name string) []byte {
	if len(name) > MaxName {
		name = name[:MaxName]
	}
	return appendHello(b, hello{name: name})
}

// HelloName returns the player's name of the Hello msg (kind byte
// included). It returns an error wrapping ErrMalformed if msg is not a
// whole Hello.
func HelloName(msg []byte) (string, error) {
	h, err := readHello(msg)
	return h.name, err
}

// Refusal returns why a host or lobby refused a player, if msg is that
// message (the first a refused player hears before being disconnected); ok
// is false for any other message, or for a refusal cut short.
func Refusal(msg []byte) (why string, ok bool) {
	if len(msg) == 0 || kind(msg[0]) != kindRefused {
		return "", false
	}
	r := reader{b: msg[1:]}
	why = string(r.bytes(1 << 10))
	return why, r.done()
}

// AppendRefusal appends to b the message that refuses a player, with why
// (what Refusal reads back, and a Client reports as a Refused event): for a
// match that is not a Host (a rollback relay) refusing a newcomer.
func AppendRefusal(b []byte, why string) []byte {
	return appendString(append(b, byte(kindRefused)), why)
}
