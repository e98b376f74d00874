package blocks

import "github.com/griffengine/griff/griff"

// BagSize is the number of pieces in a bag: one of each of the seven.
const BagSize = int(NumKinds) - 1

// appendBag appends one bag to q: the seven kinds in an order drawn from r
// with a Fisher-Yates shuffle (the guideline's "Random Generator", 7-bag), so
// every kind comes once in each run of seven and no kind waits more than 12
// pieces.
func appendBag(q []Kind, r *griff.Rand) []Kind {
	var bag [BagSize]Kind
	for i := range bag {
		bag[i] = KindI + Kind(i)
	}
	r.Shuffle(len(bag), func(i, j int) { bag[i], bag[j] = bag[j], bag[i] })
	return append(q, bag[:]...)
}

// fillQueue appends bags to q until it holds more than want pieces, and
// returns it.
func fillQueue(q []Kind, want int, r *griff.Rand) []Kind {
	for len(q) <= want {
		q = appendBag(q, r)
	}
	return q
}
