"""Adapters for LangChain and LlamaIndex (each needs its extra installed)."""
