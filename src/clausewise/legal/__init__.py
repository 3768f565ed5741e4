"""The legal face: clause-aware chunking of contracts, terms and legislation."""
